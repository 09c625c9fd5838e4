import { useEffect } from 'react';
import { LOCATIONS, type CompanySettings } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EntityFormPage, SelectField, TextField } from '@freight/ui';
import { companySchema, companyToForm, formToCompany, type CompanyFormValues } from './company-schema';
import { LogoUpload } from './LogoUpload';
import { PlanSection } from './PlanSection';
import { profileActions, selectProfileCall } from './state';

/** ?tab=companyInfo: the company's name, logo, contacts, address and tax number; its plan and the billing portal. */
export function CompanyTab() {
  const { t } = useTranslation('settings-profile');
  const dispatch = useAppDispatch();
  const load = useAppSelector(selectProfileCall('company'));
  const save = useAppSelector(selectProfileCall('saveCompany'));
  useEffect(() => {
    dispatch(profileActions.reset(['saveCompany', 'portal']));
    dispatch(profileActions.companyRequested());
  }, [dispatch]);
  const company = load.data;
  return (
    <EntityFormPage<CompanyFormValues, CompanySettings>
      formId="company-form"
      record={{ ...load, retry: () => dispatch(profileActions.companyRequested()) }}
      loadFailed={t('company.loadFailed')}
      fromRecord={companyToForm}
      before={company && <LogoUpload company={company} />}
      after={company && <PlanSection company={company} />}
      validationSchema={companySchema}
      onSubmit={(values) => dispatch(profileActions.companySaveRequested(formToCompany(values)))}
      save={save}
    >
      <fieldset className="settings-section">
        <legend>{t('company.legend')}</legend>
        <div className="form-grid">
          <TextField name="name" label={t('company.name')} autoComplete="organization" />
          <TextField name="contactPhone" type="tel" label={t('company.contactPhone')} autoComplete="tel" />
          <TextField name="contactEmail" type="email" label={t('company.contactEmail')} autoComplete="email" />
          <TextField name="website" type="url" label={t('company.website')} autoComplete="url" />
          <TextField name="taxNumber" label={t('company.taxNumber')} />
        </div>
      </fieldset>
      <fieldset className="settings-section">
        <legend>{t('company.addressLegend')}</legend>
        <p className="muted settings-note">{t('company.addressHint')}</p>
        <div className="form-grid">
          <TextField name="address.street1" label={t('addressKit.fields.street1', { ns: 'common' })} autoComplete="address-line1" />
          <TextField name="address.street2" label={t('addressKit.fields.street2', { ns: 'common' })} autoComplete="address-line2" />
          <TextField name="address.city" label={t('addressKit.fields.city', { ns: 'common' })} autoComplete="address-level2" />
          <TextField name="address.state" label={t('addressKit.fields.state', { ns: 'common' })} autoComplete="address-level1" />
          <TextField name="address.postalCode" label={t('addressKit.fields.postalCode', { ns: 'common' })} autoComplete="postal-code" />
          <SelectField
            name="address.country"
            label={t('addressKit.fields.country', { ns: 'common' })}
            options={LOCATIONS.map((code) => ({ value: code, label: t(`addressKit.countries.${code}`, { ns: 'common' }) }))}
          />
        </div>
      </fieldset>
    </EntityFormPage>
  );
}
