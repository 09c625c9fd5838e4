import { useEffect } from 'react';
import { AddressFields } from '@freight/address';
import { useFormat, useTranslation } from '@freight/i18n';
import { useParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { DataTable } from '@freight/table';
import { EntityFormPage, LoadingState, TextField } from '@freight/ui';
import { uiActions, useResource, warehouseEdits } from '../state';
import { ExpectedArrivals } from './ExpectedArrivals';
import { EMPTY_WAREHOUSE, formToWarehouse, warehouseSchema, warehouseToForm, type WarehouseFormValues } from './warehouse-schema';

/** Pallets free now and the stock held (warehouse-manager/availability and /products). */
function WarehouseStock({ id }: { id: string }) {
  const { t } = useTranslation('address');
  const format = useFormat();
  const availability = useResource('warehouseAvailability', id);
  const products = useResource('warehouseProducts', id);
  return (
    <section className="card" aria-labelledby="stock-title">
      <h2 id="stock-title">{t('availability.title')}</h2>
      {availability.data ? (
        <p data-testid="availability">
          {t('availability.summary', {
            available: format.number(availability.data.availablePallets),
            capacity: format.number(availability.data.capacityPallets),
            percent: format.number(Math.round(availability.data.utilisation * 100)),
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
          { key: 'quantity', header: t('availability.quantity'), render: (p) => format.quantity(p.quantity, p.unit) },
          { key: 'pallets', header: t('availability.pallets'), render: (p) => format.number(p.pallets) },
        ]}
      />
    </section>
  );
}

/** /address/add-warehouse and /address/edit-warehouse/:id */
export function WarehouseFormPage() {
  const { t } = useTranslation('address');
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const record = useResource('warehouse', id);
  const save = useAppSelector(warehouseEdits.selectSave);
  const backTo = useAppSelector(warehouseEdits.selectListHref);
  useEffect(() => {
    dispatch(uiActions.mapsRequested());
    dispatch(warehouseEdits.actions.reset());
  }, [dispatch]);
  return (
    <EntityFormPage<WarehouseFormValues, NonNullable<typeof record.data>>
      headingId="warehouse-form-title"
      title={id ? t('screens.editWarehouse') : t('screens.addWarehouse')}
      record={id ? record : undefined}
      empty={EMPTY_WAREHOUSE}
      fromRecord={warehouseToForm}
      validationSchema={warehouseSchema}
      onSubmit={(values) => dispatch(warehouseEdits.actions.saveRequested({ values: formToWarehouse(values), id }))}
      save={save}
      backTo={backTo}
      backLabel={t('backToBook')}
      after={
        id ? (
          <>
            <WarehouseStock id={id} />
            <ExpectedArrivals id={id} />
          </>
        ) : null
      }
    >
      <div className="form-grid">
        <TextField name="name" label={t('fields.name')} />
        <TextField name="code" label={t('fields.code')} />
      </div>
      <AddressFields />
      <div className="form-grid">
        <TextField name="capacityPallets" inputMode="decimal" label={t('fields.capacityPallets')} />
        <TextField name="availablePallets" inputMode="decimal" label={t('fields.availablePallets')} />
        <TextField name="dockDoors" inputMode="decimal" label={t('fields.dockDoors')} />
      </div>
    </EntityFormPage>
  );
}
