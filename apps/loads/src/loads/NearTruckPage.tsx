import { useMemo, useState } from 'react';
import { DEFAULT_TRUCK_RADIUS_MILES, type AvailableTrucker } from '@freight/contracts';
import { equipmentLabel, useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { Link, useParams, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, EmptyState, ErrorPanel, IdText, LoadingState, RecordNotFound, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { useResource } from '../resources';
import { useLoadFormat } from '../format';
import './loads.css';
import { loadActions, loadEdits, selectActionCalls } from './state';

const RADIUS_CHOICES = [50, 100, 250, 500, 1000, 3000] as const;

/** The `availableTrucks` look-up's id: the load, the radius and whether only matching equipment counts. */
const trucksKey = (loadUuid: string, radiusMiles: number, matchOnly: boolean) => `${loadUuid}|${radiusMiles}|${matchOnly ? '1' : ''}`;

function TruckCard({ truck, onAssign, disabled }: { truck: AvailableTrucker; onAssign: () => void; disabled: boolean }) {
  const { t } = useTranslation('loads');
  const format = useLoadFormat();
  return (
    <li className="card truck-card" data-testid="near-truck">
      <h3>
        {truck.name} <span className="muted">({truck.truckNumber})</span>
      </h3>
      <dl className="truck-facts">
        <div>
          <dt>{t('nearTruck.distance')}</dt>
          <dd>{format.miles(truck.distanceMiles)}</dd>
        </div>
        <div>
          <dt>{t('nearTruck.equipment')}</dt>
          <dd>
            {truck.equipment.map((item) => equipmentLabel(t, item)).join(', ') || '—'}{' '}
            <span className={truck.equipmentMatch ? 'badge' : 'badge badge-warn'}>{truck.equipmentMatch ? t('nearTruck.match') : t('nearTruck.noMatch')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('nearTruck.company')}</dt>
          <dd>{truck.own ? t('nearTruck.ownFleet') : truck.companyName}</dd>
        </div>
        <div>
          <dt>{t('nearTruck.location')}</dt>
          <dd>
            {truck.locationName ?? `${format.number(truck.lat, { maximumFractionDigits: 3 })}, ${format.number(truck.lng, { maximumFractionDigits: 3 })}`}
            {truck.locationAt && <span className="muted"> · {format.dateTime(truck.locationAt)}</span>}
          </dd>
        </div>
        {truck.capacityLbs !== null && (
          <div>
            <dt>{t('nearTruck.capacity')}</dt>
            <dd>{format.weight(truck.capacityLbs, 'lbs')}</dd>
          </div>
        )}
      </dl>
      {truck.equipmentMatch ? (
        <button
          type="button"
          className="button"
          onClick={onAssign}
          disabled={disabled}
          aria-label={t('nearTruck.assignNamed', { name: truck.name, number: truck.truckNumber })}
        >
          {t('nearTruck.assign')}
        </button>
      ) : (
        // The server refuses a truck whose equipment does not match the load's: no Assign to be refused.
        <p className="muted" data-testid="cannot-assign">
          {t('nearTruck.cannotAssign')}
        </p>
      )}
    </li>
  );
}

/** /loads/near-truck/:id: free trucks nearest to the load's first pickup, on the map and in a list; assign one. */
export function NearTruckPage() {
  const { t } = useTranslation('loads');
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const format = useLoadFormat();
  const [params, setParams] = useSearchParams();
  const radiusParam = Number(params.get('radius'));
  const radius = (RADIUS_CHOICES as readonly number[]).includes(radiusParam) ? radiusParam : DEFAULT_TRUCK_RADIUS_MILES;
  const matchOnly = params.get('match') === '1';
  const key = trucksKey(id, radius, matchOnly);
  const load = useResource('load', id);
  const trucks = useResource('availableTrucks', key);
  const assignCall = useAppSelector(selectActionCalls).assign;
  const backTo = useAppSelector(loadEdits.selectListHref);
  const [assigning, setAssigning] = useState<AvailableTrucker>();
  useDocumentTitle(t('screens.nearTruck'));

  const data = trucks.data;
  const points = useMemo<MapPoint[]>(
    () =>
      data
        ? [
            {
              id: 'pickup',
              lat: data.load.pickup.lat,
              lng: data.load.pickup.lng,
              label: t('nearTruck.pickupPoint', { city: `${data.load.pickup.city}, ${data.load.pickup.state}` }),
              kind: 'origin',
            },
            ...data.items.map((truck) => ({ id: truck._id, lat: truck.lat, lng: truck.lng, label: `${truck.name} (${truck.truckNumber})`, kind: 'truck' })),
          ]
        : [],
    [data, t],
  );

  if (load.status === 'failed' && load.notFound) return <RecordNotFound backTo={backTo} backLabel={t('form.backToList')} />;

  const setOption = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const loadId = load.data?.loadId ?? data?.load.loadId;
  let body;
  if (trucks.status === 'failed') {
    body = <ErrorPanel title={t('nearTruck.failed')} onRetry={trucks.retry} />;
  } else if (!data) {
    body = <LoadingState />;
  } else if (data.items.length === 0) {
    body = <EmptyState>{t('nearTruck.empty', { distance: format.miles(data.radiusMiles) })}</EmptyState>;
  } else {
    body = (
      <>
        <p className="muted" role="status">
          {t('nearTruck.count', { count: data.total, distance: format.miles(data.radiusMiles), city: `${data.load.pickup.city}, ${data.load.pickup.state}` })}
        </p>
        <MapView points={points} label={t('nearTruck.mapLabel', { id: data.load.loadId })} />
        <ol className="truck-list" aria-label={t('nearTruck.listLabel')}>
          {data.items.map((truck) => (
            <TruckCard
              key={truck._id}
              truck={truck}
              onAssign={() => setAssigning(truck)}
              disabled={assignCall.status === 'pending' || data.load.truckerId === truck._id}
            />
          ))}
        </ol>
      </>
    );
  }

  return (
    <section aria-labelledby="near-truck-title" className="near-truck">
      <h1 id="near-truck-title">
        <IdText>{loadId ? t('nearTruck.title', { id: loadId }) : t('screens.nearTruck')}</IdText>
      </h1>
      <p>
        <Link to={backTo}>{t('form.backToList')}</Link>
        {id && (
          <>
            {' · '}
            <Link to={paths.editLoad.getHref({ id })}>{t('nearTruck.openLoad')}</Link>
          </>
        )}
      </p>
      {data?.load.truckerId && (
        <p className="notice" role="status">
          {t('nearTruck.alreadyAssigned')}
        </p>
      )}
      <div className="toolbar">
        <div className="field">
          <label htmlFor="near-truck-radius">{t('nearTruck.radius')}</label>
          <select
            id="near-truck-radius"
            value={radius}
            onChange={(event) => setOption('radius', event.target.value === String(DEFAULT_TRUCK_RADIUS_MILES) ? '' : event.target.value)}
          >
            {RADIUS_CHOICES.map((miles) => (
              <option key={miles} value={miles}>
                {format.miles(miles)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-checkbox">
          <div className="field-checkbox-row">
            <input id="near-truck-match" type="checkbox" checked={matchOnly} onChange={(event) => setOption('match', event.target.checked ? '1' : '')} />
            <label htmlFor="near-truck-match">{t('nearTruck.matchOnly')}</label>
          </div>
        </div>
      </div>
      {body}
      <ConfirmDialog
        open={assigning !== undefined}
        title={t('nearTruck.confirmTitle')}
        message={assigning ? t('nearTruck.confirmMessage', { id: loadId ?? '', name: assigning.name, number: assigning.truckNumber }) : ''}
        confirmLabel={t('nearTruck.assign')}
        tone="neutral"
        onCancel={() => setAssigning(undefined)}
        onConfirm={() => {
          if (assigning) dispatch(loadActions.assignRequested({ loadUuid: id, truckerId: assigning._id, trucksKey: key }));
          setAssigning(undefined);
        }}
      />
    </section>
  );
}
