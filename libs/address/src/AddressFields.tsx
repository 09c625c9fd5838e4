import { LOCATIONS } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { SelectField, TextField } from '@freight/ui';

/** Street, city, state, postal code, country and contact (the `postalFields` rules): any form holding an address. */
export function AddressFields() {
  const { t } = useTranslation();
  return (
    <>
      <div className="form-grid">
        <TextField name="street1" label={t('addressKit.fields.street1')} autoComplete="address-line1" />
        <TextField name="street2" label={t('addressKit.fields.street2')} autoComplete="address-line2" />
        <TextField name="city" label={t('addressKit.fields.city')} autoComplete="address-level2" />
        <TextField name="state" label={t('addressKit.fields.state')} autoComplete="address-level1" />
        <TextField name="postalCode" label={t('addressKit.fields.postalCode')} autoComplete="postal-code" />
        <SelectField
          name="country"
          label={t('addressKit.fields.country')}
          options={LOCATIONS.map((code) => ({ value: code, label: t(`addressKit.countries.${code}`) }))}
        />
      </div>
      <div className="form-grid">
        <TextField name="contactName" label={t('addressKit.fields.contactName')} autoComplete="name" />
        <TextField name="contactPhone" label={t('addressKit.fields.contactPhone')} type="tel" autoComplete="tel" />
        <TextField name="contactEmail" label={t('addressKit.fields.contactEmail')} type="email" autoComplete="email" />
        <TextField name="openingHours" label={t('addressKit.fields.openingHours')} />
      </div>
    </>
  );
}
