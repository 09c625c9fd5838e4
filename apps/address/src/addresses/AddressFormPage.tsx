import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { ADDRESS_TAGS } from '@freight/contracts';
import { AddressFields, addressToForm, formToAddress, type AddressFormValues } from '@freight/address';
import { useTranslation } from '@freight/i18n';
import { useParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { CheckboxField, EntityFormPage, LoadingState, SelectField, TextAreaField, TextField } from '@freight/ui';
import { addressEdits, selectUi, uiActions, useResource } from '../state';
import { addressSchema, EMPTY_ADDRESS } from './address-schema';

/** Finds the customer in the ERP (integration-manager/get-sap-customer, debounced) and fills the form with it. */
function ErpLookup() {
  const { t } = useTranslation('address');
  const dispatch = useAppDispatch();
  const { erp } = useAppSelector(selectUi);
  const { setValues, values } = useFormikContext<AddressFormValues>();
  return (
    <fieldset className="card erp-lookup">
      <legend>{t('erp.title')}</legend>
      <div className="field">
        <label htmlFor="erp-search">{t('erp.search')}</label>
        <input id="erp-search" type="search" onChange={(event) => dispatch(uiActions.erpSearchChanged(event.target.value))} />
      </div>
      {erp.status === 'loading' && <LoadingState />}
      {erp.status === 'loaded' && erp.results.length === 0 && <p className="muted">{t('erp.none')}</p>}
      <ul className="erp-results">
        {erp.results.map((customer) => (
          <li key={customer.erpCustomerId}>
            <span>
              {customer.name} — {customer.city}, {customer.state} ({customer.erpCustomerId})
            </span>{' '}
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                void setValues({
                  ...values,
                  name: customer.name,
                  street1: customer.street1,
                  city: customer.city,
                  state: customer.state,
                  postalCode: customer.postalCode,
                  country: customer.country,
                  contactName: customer.contactName ?? '',
                  contactPhone: customer.contactPhone ?? '',
                  contactEmail: customer.contactEmail ?? '',
                  erpCustomerId: customer.erpCustomerId,
                  tag: 'customer',
                })
              }
            >
              {t('erp.use', { name: customer.name })}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** /address/add and /address/edit/:id */
export function AddressFormPage() {
  const { t } = useTranslation('address');
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const record = useResource('address', id);
  const save = useAppSelector(addressEdits.selectSave);
  const backTo = useAppSelector(addressEdits.selectListHref);
  useEffect(() => {
    // The zip check waits for the maps provider; a page opened anew starts without the last save's errors.
    dispatch(uiActions.mapsRequested());
    dispatch(addressEdits.actions.reset());
  }, [dispatch]);
  return (
    <EntityFormPage<AddressFormValues, NonNullable<typeof record.data>>
      headingId="address-form-title"
      title={id ? t('screens.editAddress') : t('screens.addAddress')}
      record={id ? record : undefined}
      empty={EMPTY_ADDRESS}
      fromRecord={addressToForm}
      validationSchema={addressSchema}
      onSubmit={(values) => dispatch(addressEdits.actions.saveRequested({ values: formToAddress(values), id }))}
      save={save}
      backTo={backTo}
      backLabel={t('backToBook')}
    >
      {!id && <ErpLookup />}
      <div className="form-grid">
        <TextField name="name" label={t('fields.name')} />
        <SelectField name="tag" label={t('fields.tag')} options={ADDRESS_TAGS.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))} />
        <TextField name="erpCustomerId" label={t('fields.erpCustomerId')} />
      </div>
      <AddressFields />
      <TextAreaField name="notes" label={t('fields.notes')} />
      <CheckboxField name="isDefault" label={t('fields.isDefault')} />
    </EntityFormPage>
  );
}
