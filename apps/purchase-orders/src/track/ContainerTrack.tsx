import { useMemo } from 'react';
import type { ContainerTracking } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { MapView, nearestLongitude, unwrapPath, type MapPoint, type MapRoute } from '@freight/map';
import { OrderLink } from './OrderLink';
import { milestonePlace, placeName } from './place';

type LatLng = [number, number];

/**
 * The container's track on the map: its positions as one line (continuous across the antimeridian: a Pacific
 * crossing is drawn across the Pacific), its current position, and the ports it left from and goes to (from the
 * milestones), each drawn on the same copy of the world as the line beside it.
 */
function useTrackMap(container: ContainerTracking) {
  const { t } = useTranslation('purchase-orders');
  return useMemo(() => {
    const track = unwrapPath(container.positions.map((position) => [position.lat, position.lng] as LatLng));
    const placed = container.milestones.filter((milestone) => milestone.lat !== null && milestone.lng !== null);
    const origin = placed[0];
    const arrival = [...placed].reverse().find((milestone) => milestone.event === 'vessel_arrived' || milestone.event === 'discharged');
    const points: MapPoint[] = [];
    let reference = track[0]?.[1] ?? origin?.lng ?? undefined;
    if (origin) {
      const lng = reference === undefined ? origin.lng! : nearestLongitude(origin.lng!, reference);
      points.push({ id: 'origin', lat: origin.lat!, lng, kind: 'origin', label: t('track.map.origin', { place: milestonePlace(origin.locationName, t) }) });
      reference ??= lng;
    }
    const last = track[track.length - 1];
    const now = container.lastPosition ?? (last ? { lat: last[0], lng: last[1], name: null } : null);
    if (now) {
      const lng = last ? nearestLongitude(now.lng, last[1]) : reference === undefined ? now.lng : nearestLongitude(now.lng, reference);
      points.push({ id: 'position', lat: now.lat, lng, kind: 'container', label: t('track.map.position', { number: container.containerNumber }) });
      reference = lng;
    }
    if (arrival && arrival.locationName !== origin?.locationName) {
      points.push({
        id: 'destination',
        lat: arrival.lat!,
        lng: reference === undefined ? arrival.lng! : nearestLongitude(arrival.lng!, reference),
        kind: 'destination',
        label: t('track.map.destination', { place: milestonePlace(arrival.locationName, t) }),
      });
    }
    const routes: MapRoute[] = track.length > 1 ? [{ id: 'track', points: track, label: t('track.map.track', { number: container.containerNumber }) }] : [];
    return { points, routes };
  }, [container, t]);
}

/** "30 hr later" / "4 hr earlier" between two ETAs. */
function useEtaMove() {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  return (from: string, to: string) => {
    const minutes = (Date.parse(to) - Date.parse(from)) / 60_000;
    if (Math.abs(minutes) < 1) return t('track.eta.same');
    return t(minutes > 0 ? 'track.eta.later' : 'track.eta.earlier', { by: format.minutes(Math.abs(minutes)) });
  };
}

/**
 * One container: status, facts (order, bill of lading, vessel and voyage, ports, size, seal), the ETA and how it
 * moved, the milestones as a timeline (planned and actual), and its track on the map.
 */
export function ContainerTrack({ container }: { container: ContainerTracking }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const move = useEtaMove();
  const { points, routes } = useTrackMap(container);
  const titleId = `container-${container._id}-title`;
  const none = t('track.none');
  const vesselVoyage = [container.vessel, container.voyage].filter(Boolean).join(' · ') || none;
  const position = container.lastPosition;

  return (
    <article className="card po-container" aria-labelledby={titleId} data-testid={`container-${container.containerNumber}`}>
      <header className="po-container-head">
        <h2 id={titleId}>{t('track.container', { number: container.containerNumber })}</h2>
        <span className={`badge po-container-status po-container-status-${container.status}`} data-testid="container-status">
          {t(`containerStatus.${container.status}`)}
        </span>
      </header>

      <dl className="po-facts">
        <div>
          <dt>{t('track.facts.purchaseOrder')}</dt>
          <dd>
            <OrderLink order={container.purchaseOrder} /> <span className="muted">{t(`poStatus.${container.purchaseOrder.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('track.facts.billOfLading')}</dt>
          <dd>{container.billOfLading ?? none}</dd>
        </div>
        <div>
          <dt>{t('track.facts.vesselVoyage')}</dt>
          <dd data-testid="vessel-voyage">{vesselVoyage}</dd>
        </div>
        <div>
          <dt>{t('track.facts.carrier')}</dt>
          <dd>{container.oceanCarrier ?? none}</dd>
        </div>
        <div>
          <dt>{t('track.facts.route')}</dt>
          <dd>{t('track.facts.routeValue', { origin: container.originPort, destination: container.destinationPort })}</dd>
        </div>
        <div>
          <dt>{t('track.facts.sizeType')}</dt>
          <dd>
            {t(`containerType.${container.sizeType}`)}
            {container.sealNumber ? ` · ${t('track.facts.seal', { seal: container.sealNumber })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('track.facts.position')}</dt>
          <dd data-testid="last-position">
            {position ? (
              <>
                {placeName(position.name, t)}
                {position.at && (
                  <>
                    {' · '}
                    <time dateTime={position.at}>{format.dateTime(position.at)}</time>
                  </>
                )}
              </>
            ) : (
              t('track.noPosition')
            )}
          </dd>
        </div>
        {container.load && (
          <div>
            <dt>{t('track.facts.drayage')}</dt>
            <dd>
              {container.load.loadId} <span className="muted">{format.status(container.load.status)}</span>
            </dd>
          </div>
        )}
      </dl>

      <section className="po-eta" aria-labelledby={`${titleId}-eta`}>
        <h3 id={`${titleId}-eta`}>{t('track.eta.title')}</h3>
        <p className="po-eta-now" data-testid="eta">
          {container.eta ? <time dateTime={container.eta}>{format.dateTime(container.eta)}</time> : t('track.eta.none')}
          {container.nextMilestone && (
            <span className="muted">
              {' · '}
              {t('track.eta.next', {
                milestone: t(`milestone.${container.nextMilestone.event}`),
                place: milestonePlace(container.nextMilestone.locationName, t),
              })}
            </span>
          )}
        </p>
        {container.etaHistory.length === 0 ? (
          <p className="muted">{t('track.eta.noHistory')}</p>
        ) : (
          <>
            <h4 id={`${titleId}-eta-history`}>{t('track.eta.history', { count: container.etaHistory.length })}</h4>
            <ol className="po-eta-history" aria-labelledby={`${titleId}-eta-history`}>
              {container.etaHistory.map((change) => (
                <li key={`${change.recordedAt}-${change.eta}`}>
                  <time dateTime={change.recordedAt} className="muted">
                    {format.dateTime(change.recordedAt)}
                  </time>{' '}
                  {change.previousEta ? (
                    <>
                      {t('track.eta.moved', { from: format.dateTime(change.previousEta), to: format.dateTime(change.eta) })}{' '}
                      <strong className={Date.parse(change.eta) > Date.parse(change.previousEta) ? 'po-eta-later' : 'po-eta-earlier'}>
                        {move(change.previousEta, change.eta)}
                      </strong>
                    </>
                  ) : (
                    t('track.eta.first', { eta: format.dateTime(change.eta) })
                  )}{' '}
                  <span className="muted">({t(`track.source.${change.source === 'vizion' || change.source === 'manual' ? change.source : 'simulated'}`)})</span>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      <section className="po-milestones" aria-labelledby={`${titleId}-milestones`}>
        <h3 id={`${titleId}-milestones`}>{t('track.milestones.title')}</h3>
        {container.milestones.length === 0 ? (
          <p className="muted">{t('track.milestones.none')}</p>
        ) : (
          <ol className="po-timeline">
            {container.milestones.map((milestone) => {
              const done = milestone.actualAt !== null;
              const name = t(`milestone.${milestone.event}`);
              return (
                <li key={milestone._id} className={done ? 'done' : 'pending'} data-testid={`milestone-${milestone.event}`}>
                  <span className="po-timeline-mark" aria-hidden="true">
                    {done ? '✓' : '○'}
                  </span>
                  <span className="visually-hidden">{t(done ? 'track.milestones.done' : 'track.milestones.pending')}</span>
                  <div className="po-timeline-body">
                    <span className="po-timeline-name">{name}</span>
                    <span className="po-timeline-place">
                      {milestonePlace(milestone.locationName, t)}
                      {milestone.vessel && ` · ${[milestone.vessel, milestone.voyage].filter(Boolean).join(' · ')}`}
                    </span>
                    <span className="po-timeline-times">
                      {milestone.actualAt && (
                        <span>
                          {t('track.milestones.actual')} <time dateTime={milestone.actualAt}>{format.dateTime(milestone.actualAt)}</time>
                        </span>
                      )}
                      {milestone.plannedAt && (
                        <span className="muted">
                          {t('track.milestones.planned')} <time dateTime={milestone.plannedAt}>{format.dateTime(milestone.plannedAt)}</time>
                        </span>
                      )}
                    </span>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section className="po-track-map" aria-labelledby={`${titleId}-map`}>
        <h3 id={`${titleId}-map`}>{t('track.map.title')}</h3>
        {points.length === 0 && routes.length === 0 ? (
          <p className="muted">{t('track.noPosition')}</p>
        ) : (
          <MapView
            points={points}
            routes={routes}
            height={320}
            label={t('track.map.label', { number: container.containerNumber })}
            fitKey={container._id}
            selectedId="position"
          />
        )}
      </section>
    </article>
  );
}
