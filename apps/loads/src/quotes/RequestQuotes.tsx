import { useEffect, useRef } from 'react';
import { Field, FieldArray, Form, Formik } from 'formik';
import * as yup from 'yup';
import { EMAIL_PATTERN } from '@freight/auth';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState, maxLengthMessage, ServerFieldErrors, TextField } from '@freight/ui';
import { useResource } from '../resources';
import { candidatesOf, type Candidate, type QuoteRow, type RecipientChoice } from './api';
import { quoteActions, selectQuoteCall } from './state';

export interface RequestValues {
  /** Keys of the ticked partner users and owner-operators. */
  picked: string[];
  /** Anyone else, by name and e-mail. */
  emails: Array<{ name: string; email: string }>;
}

const EMPTY_ROW = { name: '', email: '' };

/** Messages are translation keys (the server checks the same: an e-mail, a name, at least one recipient). */
const requestSchema = yup.object({
  picked: yup.array(yup.string().required()),
  emails: yup.array(
    yup.object({
      name: yup.string().trim().max(120, maxLengthMessage).required('validation.required'),
      email: yup.string().trim().required('validation.required').matches(EMAIL_PATTERN, 'validation.invalidEmail'),
    }),
  ),
});

/** The ticked candidates and typed rows as the call's recipients. */
export function recipientsOf(values: RequestValues, candidates: readonly Candidate[]): RecipientChoice[] {
  const picked = candidates.filter((c) => values.picked.includes(c.key)).map((c) => c.choice);
  const typed = values.emails.map((row): RecipientChoice => ({ kind: 'email', name: row.name.trim(), email: row.email.trim() }));
  return [...picked, ...typed];
}

/**
 * "Request quotes": choose who is asked for a price (the users of partner carrier companies, the company's
 * owner-operators, anyone by e-mail and name) and send (send-quote-users). Each gets an e-mail with the link to
 * /confirmQuote and a passcode. Those already asked for this load are marked.
 */
export function RequestQuotes({ id, loadUuid, asked, onDone }: { id: string; loadUuid: string; asked: readonly QuoteRow[]; onDone: () => void }) {
  const { t } = useTranslation('loads');
  const dispatch = useAppDispatch();
  const entry = useResource('quoteRecipients', 'all');
  const candidates = candidatesOf(entry.data);
  const send = useAppSelector(selectQuoteCall('send'));
  const heading = useRef<HTMLHeadingElement>(null);
  const submitted = useRef(false);
  const askedEmails = new Set(asked.filter((q) => q.status === 'requested' || q.status === 'confirmed').map((q) => q.recipientEmail.toLowerCase()));

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (submitted.current && send.status === 'succeeded') {
      submitted.current = false;
      onDone();
    }
  }, [send.status, onDone]);

  const groups: Array<{ kind: Candidate['kind']; legend: string }> = [
    { kind: 'partner', legend: t('quotes.request.partners') },
    { kind: 'ownerOperator', legend: t('quotes.request.truckers') },
  ];

  return (
    <section id={id} className="card sq-request" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('quotes.request.title')}
      </h2>
      <p className="muted">{t('quotes.request.intro')}</p>
      <Formik<RequestValues>
        initialValues={{ picked: [], emails: [] }}
        validationSchema={requestSchema}
        onSubmit={(values, helpers) => {
          const recipients = recipientsOf(values, candidates);
          if (recipients.length === 0) {
            helpers.setStatus('quotes.request.none');
            return;
          }
          helpers.setStatus(undefined);
          submitted.current = true;
          dispatch(quoteActions.sendRequested({ loadUuid, recipients }));
        }}
      >
        {({ values, status }) => (
          <Form noValidate>
            <ServerFieldErrors errors={send.status === 'failed' ? send.fieldErrors : undefined} />
            {entry.status === 'failed' && !entry.data ? (
              <ErrorPanel title={t('quotes.loadFailed')} onRetry={entry.retry} />
            ) : !entry.data ? (
              <LoadingState label={t('quotes.request.loadingCandidates')} />
            ) : candidates.length === 0 ? (
              <p className="muted">{t('quotes.request.noCandidates')}</p>
            ) : (
              groups.map(({ kind, legend }) => {
                const mine = candidates.filter((c) => c.kind === kind);
                if (mine.length === 0) return null;
                return (
                  <fieldset key={kind}>
                    <legend>{legend}</legend>
                    <ul>
                      {mine.map((c) => (
                        <li key={c.key}>
                          <label>
                            <Field type="checkbox" name="picked" value={c.key} /> {c.name}
                            {c.group ? ` · ${c.group}` : ''} <span className="muted">{c.email}</span>
                            {askedEmails.has(c.email.toLowerCase()) && <span className="badge">{t('quotes.request.alreadyAsked')}</span>}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                );
              })
            )}
            <fieldset>
              <legend>{t('quotes.request.byEmail')}</legend>
              <FieldArray name="emails">
                {(rows) => (
                  <>
                    {values.emails.map((_row, index) => (
                      <div className="sq-email-row" key={index} role="group" aria-label={t('quotes.request.rowLabel', { n: index + 1 })}>
                        <TextField
                          name={`emails.${index}.name`}
                          id={`request-name-${index}`}
                          label={`${t('quotes.request.name')} ${index + 1}`}
                          autoComplete="off"
                        />
                        <TextField
                          name={`emails.${index}.email`}
                          id={`request-email-${index}`}
                          type="email"
                          label={`${t('quotes.request.email')} ${index + 1}`}
                          autoComplete="off"
                        />
                        <button type="button" className="link-button danger field" onClick={() => rows.remove(index)}>
                          {t('quotes.request.removeRow', { n: index + 1 })}
                        </button>
                      </div>
                    ))}
                    <button type="button" className="button button-secondary" onClick={() => rows.push({ ...EMPTY_ROW })}>
                      {t('quotes.actions.addEmail')}
                    </button>
                  </>
                )}
              </FieldArray>
            </fieldset>
            {typeof status === 'string' && (
              <p className="field-error" role="alert">
                {t(status)}
              </p>
            )}
            <div className="form-actions">
              <button type="submit" className="button" disabled={send.status === 'pending'}>
                {t('quotes.actions.send')}
              </button>
              <button type="button" className="button button-secondary" onClick={onDone}>
                {t('quotes.actions.closeRequest')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
