import { useEffect, useMemo } from 'react';
import type { OrderDetailView } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { MapView, type MapPoint, type MapRoute } from '@freight/map';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { useOrderFormat } from './format';
import { orderDetailActions, selectOrderDetail } from './order-detail-slice';

/** How often the truck's position is asked again while the panel shows it on the road. */
const TRACKING_POLL_MS = 60_000;

/**
 * The truck on the road: the stops and the truck's last position and recent track (load-manager/tracking-location,
 * the tracking page's call) on the one map of libs/map.
 */
export function OrderMap({ detail }: { detail: OrderDetailView }) {
  const { t } = useTranslation('orderDetail');
  const format = useOrderFormat();
  const dispatch = useAppDispatch();
  const tracking = useAppSelector((state) => selectOrderDetail(state).tracking);
  const loadUuid = detail.load._id;

  useEffect(() => {
    dispatch(orderDetailActions.trackingRequested({ loadUuid }));
    const timer = setInterval(() => dispatch(orderDetailActions.trackingRequested({ loadUuid })), TRACKING_POLL_MS);
    return () => clearInterval(timer);
  }, [dispatch, loadUuid]);

  const position = tracking.data?.position ?? null;
  const points = useMemo<MapPoint[]>(() => {
    const stops: MapPoint[] = detail.stops
      .filter((stop) => stop.lat !== null && stop.lng !== null)
      .map((stop) => ({
        id: `stop-${stop.seq}`,
        lat: stop.lat!,
        lng: stop.lng!,
        kind: stop.type === 'pickup' ? 'origin' : 'destination',
        label: `${t(`stops.${stop.type}`)}: ${stop.city}, ${stop.state}`,
      }));
    const truck: MapPoint[] = position ? [{ id: 'truck', lat: position.lat, lng: position.lng, kind: 'truck', label: t('tracking.truck') }] : [];
    return [...stops, ...truck];
  }, [detail.stops, position, t]);
  const routes = useMemo<MapRoute[]>(() => {
    const track = tracking.data?.points ?? [];
    return track.length > 1 ? [{ id: 'track', points: track.map((point) => [point.lat, point.lng] as [number, number]), label: t('tracking.track') }] : [];
  }, [tracking.data, t]);

  return (
    <div className="order-map">
      <MapView points={points} routes={routes} height={260} label={t('tracking.mapLabel')} fitKey={detail._id} selectedId="truck" />
      <p className="muted" data-testid="order-position">
        {position
          ? t('tracking.position', {
              when: format.dateTime(position.at),
              place: position.locationName ?? `${position.lat.toFixed(3)}, ${position.lng.toFixed(3)}`,
            })
          : tracking.status === 'loading'
            ? t('loading')
            : t('tracking.noPosition')}
      </p>
      {tracking.data?.eta && <p>{t('tracking.eta', { when: format.dateTime(tracking.data.eta.arrivesAt) })}</p>}
    </div>
  );
}
