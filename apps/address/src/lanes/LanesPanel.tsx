import { useMemo } from 'react';
import { Link } from '@freight/router';
import type { Lane } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { MapView, type MapRoute } from '@freight/map';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { DataTable, Pagination, type Column } from '@freight/table';
import { ListToolbar } from '../book/ListToolbar';
import { useDeleteConfirm } from '../book/useDeleteConfirm';
import { laneList, selectLanes } from '../state';

const place = (end: Lane['origin']) => `${end.city}, ${end.state}`;

export function LanesPanel() {
  const { t } = useTranslation('address');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectLanes);
  const remove = useDeleteConfirm('lane', (name) => t('confirmDelete', { name }));
  const columns: Column<Lane>[] = [
    { key: 'name', header: t('fields.name'), render: (l) => <Link to={`/address/edit-lanes/${l._id}`}>{l.name}</Link> },
    { key: 'origin', header: t('fields.origin'), render: (l) => place(l.origin) },
    { key: 'destination', header: t('fields.destination'), render: (l) => place(l.destination) },
    { key: 'distance', header: t('fields.distance'), render: (l) => (l.distanceMiles === null ? '' : t('miles', { miles: l.distanceMiles })) },
    { key: 'users', header: t('fields.users'), render: (l) => l.userCount },
    {
      key: 'actions',
      header: t('common:table.actions'),
      render: (l) => (
        <button type="button" className="link-button danger" onClick={() => remove.ask(l._id, l.name)} aria-label={t('deleteNamed', { name: l.name })}>
          {t('common:table.delete')}
        </button>
      ),
    },
  ];
  // Straight lines between the ends; a lane's own page draws its road route.
  const routes = useMemo<MapRoute[]>(
    () =>
      list.items
        .filter((l) => l.origin.lat !== null && l.destination.lat !== null)
        .map((l) => ({ id: l._id, label: l.name, points: [[l.origin.lat!, l.origin.lng!], [l.destination.lat!, l.destination.lng!]] })),
    [list.items],
  );
  return (
    <>
      <ListToolbar search={list.search} onSearch={(value) => dispatch(laneList.actions.searchChanged(value))} addTo="/address/add-lanes" addLabel={t('addLane')} />
      <DataTable caption={t('tabs.lanes')} columns={columns} rows={list.items} rowKey={(l) => l._id} loading={list.status === 'loading'} empty={t('empty.lanes')} />
      <Pagination page={list.page} limit={list.limit} total={list.total} onPage={(page) => dispatch(laneList.actions.requested({ page }))} onLimit={(limit) => dispatch(laneList.actions.requested({ limit }))} />
      <MapView routes={routes} label={t('mapOf', { what: t('tabs.lanes') })} />
      {remove.dialog}
    </>
  );
}
