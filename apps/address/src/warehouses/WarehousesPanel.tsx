import { useMemo } from 'react';
import { Link } from '@freight/router';
import type { Warehouse } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { useAppSelector } from '@freight/store';
import { PagedListView, type Column } from '@freight/table';
import { paths } from '../paths';
import { selectWarehouses, warehouseEdits, warehouseList } from '../state';

export function WarehousesPanel() {
  const { t } = useTranslation('address');
  const format = useFormat();
  const list = useAppSelector(selectWarehouses);
  const columns: Column<Warehouse>[] = [
    { key: 'name', header: t('fields.name'), render: (w) => <Link to={paths.editWarehouse.getHref({ id: w._id })}>{w.name}</Link> },
    { key: 'code', header: t('fields.code'), render: (w) => w.code },
    { key: 'city', header: t('fields.city'), render: (w) => `${w.city}, ${w.state}` },
    {
      key: 'pallets',
      header: t('fields.availablePallets'),
      render: (w) => t('palletsOf', { available: format.number(w.availablePallets), capacity: format.number(w.capacityPallets) }),
    },
    { key: 'doors', header: t('fields.dockDoors'), render: (w) => format.number(w.dockDoors) },
  ];
  const points = useMemo<MapPoint[]>(
    () =>
      list.items
        .filter((w) => w.lat !== null && w.lng !== null)
        .map((w) => ({ id: w._id, lat: w.lat!, lng: w.lng!, label: `${w.name} (${w.city})`, kind: 'warehouse' })),
    [list.items],
  );
  return (
    <PagedListView
      list={warehouseList}
      caption={t('tabs.warehouses')}
      columns={columns}
      rowKey={(w) => w._id}
      add={{ to: paths.addWarehouse.getHref(), label: t('addWarehouse') }}
      remove={{ rowName: (w) => w.name, action: (w) => warehouseEdits.actions.removeRequested(w._id) }}
      empty={t('empty.warehouses')}
    >
      <MapView points={points} label={t('mapOf', { what: t('tabs.warehouses') })} />
    </PagedListView>
  );
}
