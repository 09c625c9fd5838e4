import { useMemo } from 'react';
import { Link } from '@freight/router';
import type { Warehouse } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { DataTable, Pagination, type Column } from '@freight/table';
import { ListToolbar } from '../book/ListToolbar';
import { useDeleteConfirm } from '../book/useDeleteConfirm';
import { selectWarehouses, warehouseList } from '../state';

export function WarehousesPanel() {
  const { t } = useTranslation('address');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectWarehouses);
  const remove = useDeleteConfirm('warehouse', (name) => t('confirmDelete', { name }));
  const columns: Column<Warehouse>[] = [
    { key: 'name', header: t('fields.name'), render: (w) => <Link to={`/address/edit-warehouse/${w._id}`}>{w.name}</Link> },
    { key: 'code', header: t('fields.code'), render: (w) => w.code },
    { key: 'city', header: t('fields.city'), render: (w) => `${w.city}, ${w.state}` },
    { key: 'pallets', header: t('fields.availablePallets'), render: (w) => t('palletsOf', { available: w.availablePallets, capacity: w.capacityPallets }) },
    { key: 'doors', header: t('fields.dockDoors'), render: (w) => w.dockDoors },
    {
      key: 'actions',
      header: t('common:table.actions'),
      render: (w) => (
        <button type="button" className="link-button danger" onClick={() => remove.ask(w._id, w.name)} aria-label={t('deleteNamed', { name: w.name })}>
          {t('common:table.delete')}
        </button>
      ),
    },
  ];
  const points = useMemo<MapPoint[]>(
    () => list.items.filter((w) => w.lat !== null && w.lng !== null).map((w) => ({ id: w._id, lat: w.lat!, lng: w.lng!, label: `${w.name} (${w.city})`, kind: 'warehouse' })),
    [list.items],
  );
  return (
    <>
      <ListToolbar search={list.search} onSearch={(value) => dispatch(warehouseList.actions.searchChanged(value))} addTo="/address/add-warehouse" addLabel={t('addWarehouse')} />
      <DataTable caption={t('tabs.warehouses')} columns={columns} rows={list.items} rowKey={(w) => w._id} loading={list.status === 'loading'} empty={t('empty.warehouses')} />
      <Pagination page={list.page} limit={list.limit} total={list.total} onPage={(page) => dispatch(warehouseList.actions.requested({ page }))} onLimit={(limit) => dispatch(warehouseList.actions.requested({ limit }))} />
      <MapView points={points} label={t('mapOf', { what: t('tabs.warehouses') })} />
      {remove.dialog}
    </>
  );
}
