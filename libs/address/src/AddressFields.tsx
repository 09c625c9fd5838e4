import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { LOCATIONS } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { showToast, useAppDispatch } from '@freight/store';
import { SelectField, TextField } from '@freight/ui';
import { ZIP_MISMATCH } from './zip-check';

/**
 * Spec section 5 warns of a postal code that is not the city's: the form's rule (`postalCode`) puts the message on
 * the field when it is left, and a Save it stops says it again as a warning toast.
 */
function ZipMismatchWarning() {
  const { submitCount, validateForm } = useFormikContext<{ postalCode?: string }>();
  const dispatch = useAppDispatch();
  const warned = useRef(0);
  // Each save attempt asks the form's rules once more (the zip check's answers are kept per code): however the
  // attempt's renders fall, a save the postal code stops says so in the spec's warning.
  useEffect(() => {
    if (submitCount <= warned.current) return;
    warned.current = submitCount;
    void validateForm().then((errors) => {
      if (errors.postalCode === ZIP_MISMATCH) dispatch(showToast({ kind: 'warning', messageKey: ZIP_MISMATCH }));
    });
  }, [dispatch, submitCount, validateForm]);
  return null;
}

/** Street, city, state, postal code, country and contact (the `postalFields` rules): any form holding an address. */
export function AddressFields() {
  const { t } = useTranslation();
  return (
    <>
      <ZipMismatchWarning />
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
