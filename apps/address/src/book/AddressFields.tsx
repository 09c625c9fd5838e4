import { LOCATIONS } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { SelectField, TextField } from '@freight/ui';

/** Street, city, state, postal code, country and contact: shared by the address and warehouse forms. */
export function AddressFields() {
  const { t } = useTranslation('address');
  return (
    <>
      <div className="form-grid">
        <TextField name="street1" label={t('fields.street1')} autoComplete="address-line1" />
        <TextField name="street2" label={t('fields.street2')} autoComplete="address-line2" />
        <TextField name="city" label={t('fields.city')} autoComplete="address-level2" />
        <TextField name="state" label={t('fields.state')} autoComplete="address-level1" />
        <TextField name="postalCode" label={t('fields.postalCode')} autoComplete="postal-code" />
        <SelectField name="country" label={t('fields.country')} options={LOCATIONS.map((code) => ({ value: code, label: t(`countries.${code}`) }))} />
      </div>
      <div className="form-grid">
        <TextField name="contactName" label={t('fields.contactName')} autoComplete="name" />
        <TextField name="contactPhone" label={t('fields.contactPhone')} type="tel" autoComplete="tel" />
        <TextField name="contactEmail" label={t('fields.contactEmail')} type="email" autoComplete="email" />
        <TextField name="openingHours" label={t('fields.openingHours')} />
      </div>
    </>
  );
}
