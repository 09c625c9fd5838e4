import { useEffect, useMemo, useRef } from 'react';
import { TRUCKER_STATUSES, type TruckerKind, type TruckPositionEvent } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { useRealtime } from '@freight/realtime';
import { SEARCH_DEBOUNCE_MS, useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState } from '@freight/ui';
import { filtersRequest, listOf, positionsActions, selectPositions } from './state';

/** The map's drawn moment (`performance.mark`), set by MapView once its markers are on the map. */
const MAP_DRAWN_MARK = 'trucks-map:drawn';
/** How often live positions are applied to the map. */
const LIVE_FLUSH_MS = 2000;

/**
 * Every truck's last position with the list's filters (trucker-positions: unpaged, compact rows), clustered by the
 * one map component, moved live by `truck.position` events. 10,000 trucks: one small answer, one supercluster index,
 * a few dozen markers at the default zoom (docs/performance.md, trucks_map_10k_ms).
 */
export function FleetMap({ kind }: { kind: TruckerKind }) {
  const { t } = useTranslation('trucks');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const list = useAppSelector(listOf(kind).selectState);
  const positions = useAppSelector(selectPositions);
  const request = useMemo(() => filtersRequest(kind, list), [kind, list.search, list.filters]); // eslint-disable-line react-hooks/exhaustive-deps
  const key = JSON.stringify(request);
  const first = useRef(true);

  const listReady = list.status !== 'idle';
  useEffect(() => {
    // Only once the list has read its filters from the URL; the first fetch at once, later ones (typing in the
    // search) wait like the list does.
    if (!listReady) return undefined;
    if (first.current) {
      first.current = false;
      dispatch(positionsActions.requested(request));
      return undefined;
    }
    if (positions.key === key) return undefined;
    const timer = setTimeout(() => dispatch(positionsActions.requested(request)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, listReady]); // eslint-disable-line react-hooks/exhaustive-deps

  // Live positions, gathered and applied every LIVE_FLUSH_MS: re-clustering 10,000 trucks per event would keep the
  // page busy while the demo's trucks move; the last position of each truck wins.
  const pending = useRef(new Map<string, Pick<TruckPositionEvent, 'truckerId' | 'lat' | 'lng'>>());
  const { status: live } = useRealtime<TruckPositionEvent>('truck.position', (payload) => {
    pending.current.set(payload.truckerId, { truckerId: payload.truckerId, lat: payload.lat, lng: payload.lng });
  });
  // A truck the map does not show may be one of the `unplaced` trucks reporting its first position: the map asks for
  // the positions again, once per such truck (a truck the filters leave out is not asked about twice).
  const latest = useRef({ positions, request });
  latest.current = { positions, request };
  const askedAbout = useRef(new Set<string>());
  useEffect(() => askedAbout.current.clear(), [key]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (pending.current.size === 0) return;
      const moves = [...pending.current.values()];
      pending.current.clear();
      dispatch(positionsActions.moved(moves));
      const { positions: shown, request: current } = latest.current;
      if (shown.status !== 'loaded' || shown.unplaced === 0) return;
      const onMap = new Set(shown.items.map((row) => row[0]));
      const newcomers = moves.filter((move) => !onMap.has(move.truckerId) && !askedAbout.current.has(move.truckerId));
      if (newcomers.length === 0) return;
      for (const move of newcomers) askedAbout.current.add(move.truckerId);
      dispatch(positionsActions.requested(current));
    }, LIVE_FLUSH_MS);
    return () => clearInterval(timer);
  }, [dispatch]);

  const rows = positions.items;
  const statusLabels = useMemo(() => TRUCKER_STATUSES.map((status) => format.status(status)), [format]);
  const points = useMemo<MapPoint[]>(
    () =>
      rows.map(([id, lat, lng, status, unit]) => ({
        id,
        lat,
        lng,
        label: `${unit} · ${statusLabels[status] ?? ''}`,
        kind: 'truck',
      })),
    [rows, statusLabels],
  );

  let body;
  if (positions.status === 'failed') {
    body = <ErrorPanel title={t('fleet.map.failed')} onRetry={() => dispatch(positionsActions.requested(request))} />;
  } else if (positions.status !== 'loaded' && positions.items.length === 0) {
    body = <LoadingState label={t('fleet.map.loading')} />;
  } else {
    body = (
      <>
        <p className="fleet-map-summary" data-testid="fleet-map-summary">
          {t('fleet.map.summary', { count: positions.items.length, placed: format.number(positions.items.length) })}
          {positions.unplaced > 0 && <> {t('fleet.map.unplaced', { count: positions.unplaced, unplaced: format.number(positions.unplaced) })}</>}
        </p>
        {/* Nothing to place (an empty fleet, a filter without a match): the summary says so, no blank map under it. */}
        {(positions.status !== 'loaded' || points.length > 0) && (
          <MapView points={points} label={t('fleet.map.label')} drawnMark={MAP_DRAWN_MARK} fitKey={positions.key} />
        )}
      </>
    );
  }

  return (
    <section className="card fleet-map" aria-labelledby="fleet-map-title">
      <div className="fleet-map-head">
        <h2 id="fleet-map-title">{t(kind === 'truck' ? 'fleet.map.title' : 'fleet.map.carrierTitle')}</h2>
        <span className={`badge fleet-live fleet-live-${live}`} role="status">
          {t(`fleet.map.live.${live}`)}
        </span>
      </div>
      {body}
    </section>
  );
}
