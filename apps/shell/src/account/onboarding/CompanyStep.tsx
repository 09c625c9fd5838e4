import '../../i18n';
import { Form, Formik } from 'formik';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { SelectField, ServerFieldErrors, TextField, SubmitButton } from '@freight/ui';
import { registerCompanyRequested, selectAccount } from '../feature';
import { companyStepSchema, type CompanyStepForm } from '../schemas';

/**
 * Registration's second step, the company: on /register after the person, and on /checkout for a signed-in account
 * that left registration before it (the saga picks the call).
 */
export function CompanyStep({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { registerCompany } = useAppSelector(selectAccount);
  const initial: CompanyStepForm = {
    name: '',
    companyType: 'shipper',
    country: 'USA',
    contactEmail: email,
    contactPhone: '',
    website: '',
    dotNumber: '',
    mcNumber: '',
  };
  return (
    <Formik<CompanyStepForm>
      initialValues={initial}
      validationSchema={companyStepSchema}
      onSubmit={(values) => {
        const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
        dispatch(
          registerCompanyRequested({
            name: values.name.trim(),
            companyType: values.companyType as CompanyStepForm['companyType'] & ('shipper' | 'carrier' | 'both'),
            country: values.country as 'USA' | 'CANADA',
            contactEmail: values.contactEmail.trim(),
            contactPhone: values.contactPhone!.trim(),
            ...(optional(values.website) ? { website: optional(values.website) } : {}),
            ...(optional(values.dotNumber) ? { dotNumber: optional(values.dotNumber) } : {}),
            ...(optional(values.mcNumber) ? { mcNumber: optional(values.mcNumber) } : {}),
          }),
        );
      }}
    >
      {({ values }) => (
        <Form noValidate aria-labelledby="register-company">
          <h2 id="register-company">{t('account.register.companyTitle')}</h2>
          <ServerFieldErrors errors={registerCompany.status === 'failed' ? registerCompany.fieldErrors : undefined} />
          <TextField name="name" label={t('account.fields.companyName')} autoComplete="organization" />
          <SelectField
            name="companyType"
            label={t('account.fields.companyType')}
            options={(['shipper', 'carrier', 'both'] as const).map((value) => ({ value, label: t(`account.companyTypes.${value}`) }))}
          />
          <SelectField
            name="country"
            label={t('account.fields.country')}
            options={(['USA', 'CANADA'] as const).map((value) => ({ value, label: t(`account.countries.${value}`) }))}
          />
          <TextField name="contactEmail" type="email" label={t('account.fields.contactEmail')} autoComplete="email" />
          <TextField name="contactPhone" type="tel" label={t('account.fields.contactPhone')} autoComplete="tel" />
          <TextField name="website" type="url" label={t('account.fields.websiteOptional')} autoComplete="url" />
          {values.companyType !== 'shipper' && (
            <div className="form-row">
              <TextField name="dotNumber" label={t(values.country === 'CANADA' ? 'account.fields.nscNumber' : 'account.fields.dotNumber')} />
              <TextField name="mcNumber" label={t('account.fields.mcNumber')} />
            </div>
          )}
          <SubmitButton disabled={registerCompany.status === 'pending'}>
            {registerCompany.status === 'pending' ? t('account.working') : t('account.register.finish')}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
