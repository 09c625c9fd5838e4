import { useEffect, useMemo } from 'react';
import type { Lane, LoadListItem } from '@freight/contracts';
import { AddressPicker } from '@freight/address';
import { useFormat, useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { useParams } from '@freight/router';
import { selectDistanceUnit, useAppDispatch, useAppSelector } from '@freight/store';
import { DataTable } from '@freight/table';
import { EmptyState, EntityFormPage, LoadingState, TextAreaField, TextField } from '@freight/ui';
import { laneEdits, useResource } from '../state';
import { EMPTY_LANE, formToLane, laneSchema, laneToForm, type LaneFormValues } from './lane-schema';

const latlng = (end: Lane['origin']) => (end.lat === null || end.lng === null ? undefined : `${end.lat},${end.lng}`);

/** The lane's road route on the map with its distance (getdirection-json), in the user's unit like the lanes list. */
function LaneRoute({ lane }: { lane: Lane }) {
  const { t } = useTranslation('address');
  const format = useFormat();
  const unit = useAppSelector(selectDistanceUnit);
  const from = latlng(lane.origin);
  const to = latlng(lane.destination);
  const direction = useResource('direction', from && to ? `${from}|${to}` : undefined);
  const points = useMemo<MapPoint[]>(
    () => [
      ...(from ? [{ id: 'origin', lat: lane.origin.lat!, lng: lane.origin.lng!, label: `${lane.origin.name} (${lane.origin.city})`, kind: 'origin' }] : []),
      ...(to
        ? [
            {
              id: 'destination',
              lat: lane.destination.lat!,
              lng: lane.destination.lng!,
              label: `${lane.destination.name} (${lane.destination.city})`,
              kind: 'destination',
            },
          ]
        : []),
    ],
    [lane, from, to],
  );
  const routes = useMemo(() => (direction.data ? [{ id: lane._id, label: lane.name, points: direction.data.points }] : []), [direction.data, lane]);
  return (
    <section className="card" aria-labelledby="route-title">
      <h2 id="route-title">{t('lane.route')}</h2>
      {direction.data && (
        <p data-testid="lane-distance">
          {t('lane.distance', {
            distance: format.distance({ km: direction.data.distanceKm }, unit),
            hours: format.number(direction.data.durationMinutes / 60, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          })}
        </p>
      )}
      <MapView points={points} routes={routes} label={t('lane.routeMap', { name: lane.name })} />
    </section>
  );
}

function LoadsTable({ title, loads }: { title: string; loads: LoadListItem[] | undefined }) {
  const { t } = useTranslation('address');
  const format = useFormat();
  return (
    <>
      <h3>{title}</h3>
      <DataTable
        caption={title}
        rows={loads ?? []}
        loading={loads === undefined}
        rowKey={(load) => load._id}
        empty={t('lane.noLoads')}
        columns={[
          { key: 'loadId', header: t('lane.loadId'), render: (load) => load.loadId },
          { key: 'status', header: t('lane.status'), render: (load) => <span className="badge">{format.status(load.status)}</span> },
          { key: 'from', header: t('fields.origin'), render: (load) => `${load.origin.city}, ${load.origin.state}` },
          { key: 'to', header: t('fields.destination'), render: (load) => `${load.destination.city}, ${load.destination.state}` },
        ]}
      />
    </>
  );
}

/** Its users, past loads and current loads (lane-manager). */
function LaneActivity({ id }: { id: string }) {
  const { t } = useTranslation('address');
  const users = useResource('laneUsers', id);
  const past = useResource('lanePastLoads', id);
  const current = useResource('laneCurrentLoads', id);
  return (
    <section className="card" aria-labelledby="lane-activity-title">
      <h2 id="lane-activity-title">{t('lane.activity')}</h2>
      <h3>{t('fields.users')}</h3>
      {users.status === 'loading' && !users.data ? (
        <LoadingState />
      ) : users.data && users.data.length > 0 ? (
        <ul data-testid="lane-users">
          {users.data.map((user) => (
            <li key={user._id}>
              {user.firstname} {user.lastname} — {user.email}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{t('lane.noUsers')}</EmptyState>
      )}
      <LoadsTable title={t('lane.currentLoads')} loads={current.data} />
      <LoadsTable title={t('lane.pastLoads')} loads={past.data} />
    </section>
  );
}

/** /address/add-lanes and /address/edit-lanes/:id */
export function LaneFormPage() {
  const { t } = useTranslation('address');
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const record = useResource('lane', id);
  const save = useAppSelector(laneEdits.selectSave);
  const backTo = useAppSelector(laneEdits.selectListHref);
  useEffect(() => {
    dispatch(laneEdits.actions.reset());
  }, [dispatch]);
  const lane = id ? record.data : undefined;
  return (
    <EntityFormPage<LaneFormValues, Lane>
      headingId="lane-form-title"
      title={id ? t('screens.editLane') : t('screens.addLane')}
      record={id ? record : undefined}
      empty={EMPTY_LANE}
      fromRecord={laneToForm}
      validationSchema={laneSchema}
      onSubmit={(values) => dispatch(laneEdits.actions.saveRequested({ values: formToLane(values), id }))}
      save={save}
      backTo={backTo}
      backLabel={t('backToBook')}
      after={
        <>
          {lane && <LaneRoute lane={lane} />}
          {id && <LaneActivity id={id} />}
        </>
      }
    >
      <TextField name="name" label={t('fields.name')} />
      <div className="form-grid">
        <AddressPicker name="originAddressId" label={t('fields.origin')} searchLabel={t('lane.searchFrom')} />
        <AddressPicker name="destinationAddressId" label={t('fields.destination')} searchLabel={t('lane.searchTo')} />
      </div>
      <div className="form-grid">
        <TextField name="targetRate" inputMode="decimal" label={t('fields.targetRate')} />
        <TextField name="loadsPerWeek" inputMode="decimal" label={t('fields.loadsPerWeek')} />
      </div>
      <TextAreaField name="notes" label={t('fields.notes')} />
    </EntityFormPage>
  );
}
