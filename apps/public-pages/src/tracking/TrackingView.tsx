import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TrackDetail } from '@freight/contracts';
import { localeOf, useFormat, useTranslation } from '@freight/i18n';
import { MapView, type MapPoint, type MapRoute } from '@freight/map';
import { selectDistanceUnit, useAppSelector } from '@freight/store';
import { IdText } from '@freight/ui';
import './tracking.css';

/** "2 min ago", "just now", "3 h ago", in the reader's language. */
export function relativeTime(iso: string, now: number, language: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 45) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

/** The time now, again every `everyMs` (the "2 min ago" stays true). */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Coordinates as shown: the shared view's come rounded to 2 decimals, the full view's with 4. */
const coordinates = (lat: number, lng: number, decimals: number) => `${lat.toFixed(decimals)}, ${lng.toFixed(decimals)}`;

/** The socket's state, or `ended` once the load is delivered (nothing is followed any more). */
export type TrackingLive = 'connecting' | 'open' | 'closed' | 'ended';

/**
 * A load's tracking, the same for both pages: the map (route, stops, the truck), the last position and when it was
 * sent, the ETA beside the window of the stop it is for, the milestones, the stops; the full view adds the truck.
 * `live` is the socket's state, `aside` what the page adds (the share links, the proof of delivery).
 */
export function TrackingView({ detail, live, aside }: { detail: TrackDetail; live: TrackingLive; aside?: ReactNode }) {
  const { t, i18n } = useTranslation('public-pages');
  const format = useFormat();
  const unit = useAppSelector(selectDistanceUnit);
  const now = useNow();
  const shared = detail.view === 'shared';
  const decimals = shared ? 2 : 4;

  const points = useMemo<MapPoint[]>(() => {
    const stops: MapPoint[] = detail.stops
      .filter((stop) => stop.lat !== null && stop.lng !== null)
      .map((stop) => ({
        id: `stop-${stop.seq}`,
        lat: stop.lat!,
        lng: stop.lng!,
        kind: stop.type === 'pickup' ? 'origin' : 'destination',
        label: t(`tracking.stop.${stop.type}`, { city: stop.city, state: stop.state }),
      }));
    const truck: MapPoint[] = detail.position
      ? [
          {
            id: 'truck',
            lat: detail.position.lat,
            lng: detail.position.lng,
            kind: 'truck',
            label: t('tracking.truckMarker', { position: coordinates(detail.position.lat, detail.position.lng, decimals) }),
          },
        ]
      : [];
    return [...stops, ...truck];
  }, [detail.stops, detail.position, decimals, t]);
  const routes = useMemo<MapRoute[]>(
    () => [
      ...(detail.route.length > 1 ? [{ id: 'route', points: detail.route, label: t('tracking.route') }] : []),
      ...(detail.track.length > 1 ? [{ id: 'track', points: detail.track.map((p) => [p.lat, p.lng] as [number, number]), label: t('tracking.track') }] : []),
    ],
    [detail.route, detail.track, t],
  );

  const delivery = [...detail.stops].reverse().find((stop) => stop.type === 'delivery');
  const eta = detail.eta;
  return (
    <div className="tracking">
      <p className="tracking-status">
        <span className={`badge badge-${detail.status}`}>{format.status(detail.status)}</span>
        <span className={`tracking-live tracking-live-${live}`} role="status">
          {t(`tracking.live.${live}`)}
        </span>
      </p>
      <div className="tracking-grid">
        <div className="tracking-map">
          <MapView points={points} routes={routes} height={360} label={t('tracking.mapLabel')} fitKey={detail.loadId} selectedId="truck" />
          <p className="tracking-position" data-testid="truck-position">
            {detail.position ? (
              <>
                <span>
                  {t('tracking.position', { position: coordinates(detail.position.lat, detail.position.lng, decimals) })}
                  {detail.position.locationName ? ` · ${t('tracking.near', { place: detail.position.locationName })}` : ''}
                </span>{' '}
                <time dateTime={detail.position.at} data-testid="last-update">
                  {t('tracking.updated', { when: relativeTime(detail.position.at, now, i18n.language) })}
                </time>
              </>
            ) : (
              t('tracking.noPosition')
            )}
          </p>
        </div>
        <div className="tracking-facts">
          <section className="card" aria-labelledby="tracking-eta-title">
            <h2 id="tracking-eta-title">{t('tracking.eta.title')}</h2>
            {eta ? (
              <dl className="tracking-dl">
                <div>
                  <dt>{t(`tracking.eta.to.${eta.stopType}`)}</dt>
                  <dd data-testid="eta">
                    {format.dateTime(eta.arrivesAt)} {eta.late && <span className="badge badge-late">{t('tracking.eta.late')}</span>}
                  </dd>
                </div>
                <div>
                  <dt>{t(eta.stopType === 'pickup' ? 'tracking.eta.pickupWindow' : 'tracking.eta.window')}</dt>
                  <dd>
                    {format.dateTime(eta.windowStart)} – {format.dateTime(eta.windowEnd)}
                  </dd>
                </div>
                <div>
                  <dt>{t('tracking.eta.remaining')}</dt>
                  <dd>
                    {format.distance({ miles: eta.distanceMiles }, unit)} · {t(`tracking.eta.speed.${eta.speedSource}`, { speed: Math.round(eta.speedMph) })}
                  </dd>
                </div>
              </dl>
            ) : (
              <>
                <p className="muted">
                  {t(detail.status === 'delivered' || detail.status === 'invoiced' || detail.status === 'paid' ? 'tracking.eta.arrived' : 'tracking.eta.none')}
                </p>
                {delivery && (
                  <p>
                    {t('tracking.eta.window')}: {format.dateTime(delivery.windowStart)} – {format.dateTime(delivery.windowEnd)}
                  </p>
                )}
              </>
            )}
          </section>
          <section className="card" aria-labelledby="tracking-milestones-title">
            <h2 id="tracking-milestones-title">{t('tracking.milestones.title')}</h2>
            <ol className="tracking-milestones">
              {detail.milestones.map((milestone) => (
                <li key={milestone.key} className={milestone.done ? 'done' : 'pending'} data-testid={`milestone-${milestone.key}`}>
                  <span className="tracking-milestone-mark" aria-hidden="true">
                    {milestone.done ? '✓' : '○'}
                  </span>
                  <span className="tracking-milestone-name">{t(`tracking.milestones.${milestone.key}`)}</span>
                  <span className="muted">
                    {milestone.at ? (
                      <time dateTime={milestone.at}>{format.dateTime(milestone.at)}</time>
                    ) : milestone.done ? (
                      t('tracking.milestones.done')
                    ) : (
                      t('tracking.milestones.pending')
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          {detail.truck && (
            <section className="card" aria-labelledby="tracking-truck-title">
              <h2 id="tracking-truck-title">{t('tracking.truck.title')}</h2>
              <dl className="tracking-dl">
                <div>
                  <dt>{t('tracking.truck.unit')}</dt>
                  <dd>
                    <IdText>{detail.truck.truckNumber}</IdText>
                  </dd>
                </div>
                <div>
                  <dt>{t('tracking.truck.driver')}</dt>
                  <dd>
                    {detail.truck.driverName}
                    {detail.truck.driverPhone && (
                      <>
                        {' · '}
                        <a href={`tel:${detail.truck.driverPhone.replace(/[^\d+]/g, '')}`}>{detail.truck.driverPhone}</a>
                      </>
                    )}
                  </dd>
                </div>
                {detail.truck.plateNumber && (
                  <div>
                    <dt>{t('tracking.truck.plate')}</dt>
                    <dd>{detail.truck.plateNumber}</dd>
                  </div>
                )}
              </dl>
            </section>
          )}
        </div>
      </div>
      <section className="card" aria-labelledby="tracking-stops-title">
        <h2 id="tracking-stops-title">{t('tracking.stops.title')}</h2>
        <ol className="tracking-stops">
          {detail.stops.map((stop) => (
            <li key={stop.seq}>
              <strong>{t(`tracking.stops.${stop.type}`)}</strong> {stop.name ? `${stop.name}, ` : ''}
              {stop.street1 ? `${stop.street1}, ` : ''}
              {stop.city}, {stop.state}
              <br />
              <span className="muted">{t('tracking.stops.window', { start: format.dateTime(stop.windowStart), end: format.dateTime(stop.windowEnd) })}</span>
            </li>
          ))}
        </ol>
        {detail.distanceMiles !== null && (
          <p className="muted">{t('tracking.distance', { distance: format.distance({ miles: detail.distanceMiles }, unit) })}</p>
        )}
      </section>
      {aside}
    </div>
  );
}
