import { useMemo } from 'react';
import { selectPermissions } from '@freight/auth';
import { Link } from '@freight/router';
import { links, type Lane } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { MapView, type MapRoute } from '@freight/map';
import { selectDistanceUnit, useAppSelector } from '@freight/store';
import { PagedListView, type Column } from '@freight/table';
import { paths } from '../paths';
import { laneEdits, laneList, selectLanes } from '../state';

const place = (end: Lane['origin']) => `${end.city}, ${end.state}`;

export function LanesPanel() {
  const { t } = useTranslation('address');
  const format = useFormat();
  const unit = useAppSelector(selectDistanceUnit);
  const list = useAppSelector(selectLanes);
  const canSeeHistory = useAppSelector(selectPermissions).keys.includes('dashboard');
  const columns: Column<Lane>[] = [
    { key: 'name', header: t('fields.name'), render: (l) => <Link to={paths.editLane.getHref({ id: l._id })}>{l.name}</Link> },
    { key: 'origin', header: t('fields.origin'), render: (l) => place(l.origin) },
    { key: 'destination', header: t('fields.destination'), render: (l) => place(l.destination) },
    // The user's one unit; the lane's page shows the same value (libs/i18n formatDistance).
    { key: 'distance', header: t('fields.distance'), render: (l) => (l.distanceMiles === null ? '' : format.distance({ miles: l.distanceMiles }, unit)) },
    { key: 'users', header: t('fields.users'), render: (l) => format.number(l.userCount) },
  ];
  // Straight lines between the ends; a lane's own page draws its road route.
  const routes = useMemo<MapRoute[]>(
    () =>
      list.items
        .filter((l) => l.origin.lat !== null && l.destination.lat !== null)
        .map((l) => ({
          id: l._id,
          label: l.name,
          points: [
            [l.origin.lat!, l.origin.lng!],
            [l.destination.lat!, l.destination.lng!],
          ],
        })),
    [list.items],
  );
  return (
    <PagedListView
      list={laneList}
      caption={t('tabs.lanes')}
      columns={columns}
      rowKey={(l) => l._id}
      add={{ to: paths.addLane.getHref(), label: t('addLane') }}
      remove={{ rowName: (l) => l.name, action: (l) => laneEdits.actions.removeRequested(l._id) }}
      rowActions={
        canSeeHistory
          ? (l) => (
              <Link to={links.laneHistory(l._id)} aria-label={t('laneHistoryOf', { name: l.name })}>
                {t('laneHistory')}
              </Link>
            )
          : undefined
      }
      empty={t('empty.lanes')}
    >
      <MapView routes={routes} label={t('mapOf', { what: t('tabs.lanes') })} />
    </PagedListView>
  );
}
