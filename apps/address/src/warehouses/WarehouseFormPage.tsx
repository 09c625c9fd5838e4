import { Form, Formik } from 'formik';
import { useTranslation } from '@freight/i18n';
import { DataTable } from '@freight/table';
import { LoadingState, TextField } from '@freight/ui';
import { AddressFields } from '../book/AddressFields';
import { FormActions, useEntityForm } from '../book/entity-form';
import { FormErrorsFromServer } from '../book/FormErrorsFromServer';
import { useResource } from '../resources';
import { EMPTY_WAREHOUSE, formToWarehouse, warehouseSchema, warehouseToForm, type WarehouseFormValues } from './warehouse-schema';

/** Pallets free now and the stock held (warehouse-manager/availability and /products). */
function WarehouseStock({ id }: { id: string }) {
  const { t } = useTranslation('address');
  const availability = useResource('warehouseAvailability', id);
  const products = useResource('warehouseProducts', id);
  return (
    <section className="card" aria-labelledby="stock-title">
      <h2 id="stock-title">{t('availability.title')}</h2>
      {availability.data ? (
        <p data-testid="availability">
          {t('availability.summary', {
            available: availability.data.availablePallets,
            capacity: availability.data.capacityPallets,
            percent: Math.round(availability.data.utilisation * 100),
          })}
        </p>
      ) : (
        <LoadingState />
      )}
      <h3>{t('availability.products')}</h3>
      <DataTable
        caption={t('availability.products')}
        rows={products.data ?? []}
        loading={products.status === 'loading'}
        rowKey={(p) => p.productId}
        empty={t('availability.noProducts')}
        columns={[
          { key: 'sku', header: t('availability.sku'), render: (p) => p.sku },
          { key: 'name', header: t('fields.name'), render: (p) => p.name },
          { key: 'quantity', header: t('availability.quantity'), render: (p) => `${p.quantity} ${p.unit}` },
          { key: 'pallets', header: t('availability.pallets'), render: (p) => p.pallets },
        ]}
      />
    </section>
  );
}

/** /address/add-warehouse and /address/edit-warehouse/:id */
export function WarehouseFormPage() {
  const { t } = useTranslation('address');
  const { id, record, gate, submit } = useEntityForm('warehouse');
  if (gate) return gate;
  return (
    <section aria-labelledby="warehouse-form-title">
      <h1 id="warehouse-form-title">{id ? t('screens.editWarehouse') : t('screens.addWarehouse')}</h1>
      <Formik<WarehouseFormValues>
        initialValues={record ? warehouseToForm(record) : EMPTY_WAREHOUSE}
        enableReinitialize
        validationSchema={warehouseSchema}
        onSubmit={(values) => submit(formToWarehouse(values))}
      >
        <Form noValidate>
          <FormErrorsFromServer />
          <div className="form-grid">
            <TextField name="name" label={t('fields.name')} />
            <TextField name="code" label={t('fields.code')} />
          </div>
          <AddressFields />
          <div className="form-grid">
            <TextField name="capacityPallets" type="number" min={0} label={t('fields.capacityPallets')} />
            <TextField name="availablePallets" type="number" min={0} label={t('fields.availablePallets')} />
            <TextField name="dockDoors" type="number" min={0} label={t('fields.dockDoors')} />
          </div>
          <FormActions cancelTo="/address?tab=warehouses" />
        </Form>
      </Formik>
      {id && <WarehouseStock id={id} />}
    </section>
  );
}
