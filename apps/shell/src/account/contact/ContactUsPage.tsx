import '../../i18n';
import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@freight/i18n';
import { selectAppConfig, useAppDispatch, useAppSelector } from '@freight/store';
import { ServerFieldErrors, TextAreaField, TextField } from '@freight/ui';
import { accountActions, contactUsRequested, selectAccount } from '../feature';
import { contactSchema, type ContactForm } from '../schemas';

const EMPTY: ContactForm = { subject: '', message: '', phone: '' };

/** /contactus: a message to the operator's support (user-manager/contact-us), with its phone and e-mail. */
function ContactUsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { contactUs } = useAppSelector(selectAccount);
  const config = useAppSelector(selectAppConfig);
  useEffect(() => {
    dispatch(accountActions.reset(['contactUs']));
  }, [dispatch]);

  return (
    <section className="card" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('account.contact.title')}</h1>
      {config && (
        <p>
          {t('account.contact.reach', { company: config.company.name })}{' '}
          {config.company.phone && <a href={`tel:${config.company.phone.replace(/[^+\d]/g, '')}`}>{config.company.phone}</a>}
          {config.company.phone && config.company.email && ' · '}
          {config.company.email && <a href={`mailto:${config.company.email}`}>{config.company.email}</a>}
        </p>
      )}
      {contactUs.status === 'succeeded' ? (
        <div role="status">
          <p>{t('account.messages.contactSent')}</p>
          <button type="button" className="button button-secondary" onClick={() => dispatch(accountActions.reset(['contactUs']))}>
            {t('account.contact.another')}
          </button>
        </div>
      ) : (
        <Formik<ContactForm>
          initialValues={EMPTY}
          validationSchema={contactSchema}
          onSubmit={({ subject, message, phone }) => {
            dispatch(contactUsRequested({ subject: subject.trim(), message: message.trim(), ...(phone?.trim() ? { phone: phone.trim() } : {}) }));
          }}
        >
          <Form noValidate>
            <ServerFieldErrors errors={contactUs.status === 'failed' ? contactUs.fieldErrors : undefined} />
            <TextField name="subject" label={t('account.contact.subject')} />
            <TextAreaField name="message" label={t('account.contact.message')} rows={6} />
            <TextField name="phone" type="tel" label={t('account.fields.phoneOptional')} autoComplete="tel" />
            <button type="submit" className="button" disabled={contactUs.status === 'pending'}>
              {contactUs.status === 'pending' ? t('account.working') : t('account.contact.send')}
            </button>
          </Form>
        </Formik>
      )}
    </section>
  );
}

export default ContactUsPage;
