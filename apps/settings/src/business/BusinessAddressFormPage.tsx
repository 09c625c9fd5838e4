import { useEffect } from 'react';
import { AddressFields, addressToForm, formToAddress, type AddressFormValues } from '@freight/address';
import { useTranslation } from '@freight/i18n';
import { useParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { CheckboxField, EntityFormPage, TextAreaField, TextField, useDocumentTitle } from '@freight/ui';
import { businessAddressSchema, EMPTY_BUSINESS_ADDRESS } from './address-schema';
import { businessAddressEdits, mapsActions, useBusinessResource } from './state';
import '../common/settings.css';

/** /setting/businessDetails/add and /setting/businessDetails/edit/:id: a business address (libs/address's fields). */
export function BusinessAddressFormPage() {
  const { t } = useTranslation('settings-business');
  const { t: tf } = useTranslation('settings-profile');
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const record = useBusinessResource('address', id);
  const save = useAppSelector(businessAddressEdits.selectSave);
  const backTo = useAppSelector(businessAddressEdits.selectListHref);
  const title = id ? tf('titles.editBusinessAddress') : tf('titles.addBusinessAddress');
  useDocumentTitle(title);
  useEffect(() => {
    // The zip check waits for the maps provider; a page opened anew starts without the last save's errors.
    dispatch(mapsActions.mapsRequested());
    dispatch(businessAddressEdits.actions.reset());
  }, [dispatch]);
  return (
    <div className="settings-page">
      <EntityFormPage<AddressFormValues, NonNullable<typeof record.data>>
        headingId="business-address-form-title"
        title={title}
        record={id ? record : undefined}
        empty={EMPTY_BUSINESS_ADDRESS}
        fromRecord={addressToForm}
        validationSchema={businessAddressSchema}
        onSubmit={(values) => dispatch(businessAddressEdits.actions.saveRequested({ values: formToAddress(values), id }))}
        save={save}
        backTo={backTo}
        backLabel={t('addresses.backToList')}
      >
        <div className="form-grid">
          <TextField name="name" label={t('addresses.fields.name')} />
        </div>
        <AddressFields />
        <TextAreaField name="notes" label={t('addresses.fields.notes')} />
        <CheckboxField name="isDefault" label={t('addresses.fields.isDefault')} />
      </EntityFormPage>
    </div>
  );
}
