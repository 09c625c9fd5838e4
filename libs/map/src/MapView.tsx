import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import L, { type LatLngBoundsExpression, type LatLngTuple } from 'leaflet';
import { MapContainer, Marker, Polyline, Popup, TileLayer, Tooltip, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useTranslation } from '@freight/i18n';
import { nearestLongitude, shortestArc, unwrapPath } from './antimeridian';
import { clusterIndex, type Cluster, type MapPoint } from './clusters';

/** Tiles come from a configurable URL (MAP_TILE_URL at build time); OpenStreetMap by default. */
export const TILE_URL = typeof __MAP_TILE_URL__ === 'string' && __MAP_TILE_URL__ ? __MAP_TILE_URL__ : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's required credit, linked to its copyright page; the words are the reader's language. */
const attribution = (contributors: string) => `&copy; <a href="https://www.openstreetmap.org/copyright">${contributors}</a>`;
/** North America, where the product's locations are (USA and CANADA). */
const DEFAULT_BOUNDS: LatLngBoundsExpression = [
  [24, -130],
  [60, -60],
];

export interface MapRoute {
  id: string;
  points: LatLngTuple[];
  label?: string;
}

/** One icon object per kind and per cluster size: a re-render hands Leaflet the same icon, which it does not redraw. */
const icons = new Map<string, L.DivIcon>();
const cachedIcon = (key: string, make: () => L.DivIcon) => {
  let icon = icons.get(key);
  if (!icon) {
    icon = make();
    icons.set(key, icon);
  }
  return icon;
};
const pointIcon = (kind: string) =>
  cachedIcon(`pin:${kind}`, () => L.divIcon({ className: `map-pin map-pin-${kind}`, html: '<span></span>', iconSize: [18, 18], iconAnchor: [9, 9] }));
const clusterIcon = (count: number) =>
  cachedIcon(`cluster:${count}`, () => L.divIcon({ className: 'map-cluster', html: `<span>${count}</span>`, iconSize: [36, 36], iconAnchor: [18, 18] }));

/**
 * `performance.mark(name)` once the markers of a new set of clusters are on the map and painted (the markers' own
 * effects run before their parent's; the next frame is the paint): benches measure from their data to this.
 */
function useDrawnMark(name: string | undefined, clusters: Cluster[]) {
  useEffect(() => {
    if (!name || typeof performance === 'undefined' || typeof performance.mark !== 'function') return undefined;
    const frame = requestAnimationFrame(() => performance.mark(name));
    return () => cancelAnimationFrame(frame);
  }, [name, clusters]);
}

/**
 * The clusters' markers, added to one Leaflet layer directly (no React component per cluster): a continent of
 * 10,000 trucks is a few hundred clusters, drawn in one pass. Each is titled with its count and zooms in on a click
 * (Leaflet makes markers keyboard-reachable: Enter clicks). Its effect runs before its parent's drawn mark.
 */
function ClusterLayer({ clusters }: { clusters: Cluster[] }) {
  const map = useMap();
  const { t } = useTranslation();
  const [layer] = useState(() => L.layerGroup());
  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => {
    layer.clearLayers();
    for (const cluster of clusters) {
      if (cluster.type !== 'cluster') continue;
      const marker = L.marker([cluster.lat, cluster.lng], { icon: clusterIcon(cluster.count), title: t('map.cluster', { count: cluster.count }) });
      marker.on('click', () => map.setView([cluster.lat, cluster.lng], cluster.expansionZoom));
      layer.addLayer(marker);
    }
  }, [clusters, layer, map, t]);
  return null;
}

function Clusters({
  points,
  onSelect,
  selectedId,
  drawnMark,
  popup,
  popupCloseLabel,
}: {
  points: MapPoint[];
  onSelect?: (point: MapPoint) => void;
  selectedId?: string;
  drawnMark?: string;
  popup?: (point: MapPoint) => ReactNode;
  popupCloseLabel?: string;
}) {
  const map = useMap();
  const index = useMemo(() => clusterIndex(points), [points]);
  const compute = (): Cluster[] => {
    const b = map.getBounds();
    // Each marker on the copy of the world in view (a view across the antimeridian, west of -180 or east of 180).
    const centre = map.getCenter().lng;
    return index
      .at([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom())
      .map((cluster) =>
        cluster.type === 'cluster'
          ? { ...cluster, lng: nearestLongitude(cluster.lng, centre) }
          : cluster.point.lng === nearestLongitude(cluster.point.lng, centre)
            ? cluster
            : { type: 'point', point: { ...cluster.point, lng: nearestLongitude(cluster.point.lng, centre) } },
      );
  };
  const [clusters, setClusters] = useState<Cluster[]>(compute);
  // A new index (new points) computes anew; the first one was computed by useState above.
  const computedFor = useRef(index);
  useEffect(() => {
    if (computedFor.current === index) return;
    computedFor.current = index;
    setClusters(compute());
  }, [index]); // eslint-disable-line react-hooks/exhaustive-deps
  useMapEvents({ moveend: () => setClusters(compute()), zoomend: () => setClusters(compute()) });
  useDrawnMark(drawnMark, clusters);
  // One popup on the map (not one bound to each marker): it stays open while the map pans (a popup pans it into
  // view) and the clusters are drawn anew, follows its point when it moves, and closes when the point is gone.
  const [opened, setOpened] = useState<{ id: string; lng: number }>();
  const openedPoint = opened && popup ? points.find((point) => point.id === opened.id) : undefined;
  const choose = (point: MapPoint) => {
    onSelect?.(point);
    if (popup) setOpened({ id: point.id, lng: point.lng });
  };
  return (
    <>
      <ClusterLayer clusters={clusters} />
      {clusters.map((cluster) =>
        cluster.type === 'cluster' ? null : (
          <Marker
            key={cluster.point.id}
            position={[cluster.point.lat, cluster.point.lng]}
            icon={pointIcon(cluster.point.id === selectedId ? `${cluster.point.kind} map-pin-selected` : cluster.point.kind)}
            zIndexOffset={cluster.point.id === selectedId ? 1000 : 0}
            title={cluster.point.label}
            eventHandlers={onSelect || popup ? { click: () => choose(cluster.point) } : undefined}
          >
            <Tooltip>{cluster.point.label}</Tooltip>
          </Marker>
        ),
      )}
      {openedPoint && opened && (
        <PointPopup
          key={openedPoint.id}
          closeLabel={popupCloseLabel}
          lat={openedPoint.lat}
          lng={nearestLongitude(openedPoint.lng, opened.lng)}
          onClosed={() => setOpened((current) => (current?.id === openedPoint.id ? undefined : current))}
        >
          {popup!(openedPoint)}
        </PointPopup>
      )}
    </>
  );
}

/**
 * The opened point's popup on the map: its position and handlers kept while they are the same (react-leaflet opens
 * a popup anew when they change); closed by its button, Escape or a click on the map (`onClosed`).
 */
function PointPopup({
  lat,
  lng,
  onClosed,
  closeLabel,
  children,
}: {
  lat: number;
  lng: number;
  onClosed: () => void;
  closeLabel?: string;
  children: ReactNode;
}) {
  const position = useMemo<LatLngTuple>(() => [lat, lng], [lat, lng]);
  const closed = useRef(onClosed);
  closed.current = onClosed;
  const handlers = useMemo(
    () => ({
      // Leaflet names its close button in English: the caller's words instead.
      add: (event: L.LeafletEvent) => {
        const button = (event.target as L.Popup).getElement()?.querySelector('.leaflet-popup-close-button');
        if (button && closeLabel) {
          button.setAttribute('aria-label', closeLabel);
          button.setAttribute('title', closeLabel);
        }
      },
      remove: () => closed.current(),
    }),
    [closeLabel],
  );
  return (
    <Popup position={position} offset={[0, -6]} eventHandlers={handlers}>
      {children}
    </Popup>
  );
}

/** Where the points and routes are (each point on the arc `arc` gives), or undefined when there are none. */
function boundsOf(points: MapPoint[], routes: MapRoute[], arc: (lng: number) => number): L.LatLngBounds | undefined {
  const all: LatLngTuple[] = [...points.map((p) => [p.lat, arc(p.lng)] as LatLngTuple), ...routes.flatMap((r) => r.points)];
  return all.length > 0 ? L.latLngBounds(all) : undefined;
}
const FIT_OPTIONS = { padding: [30, 30] as [number, number], maxZoom: 12 };

function FitTo({
  points,
  routes,
  arc,
  fitKey,
  fittedAtStart,
}: {
  points: MapPoint[];
  routes: MapRoute[];
  arc: (lng: number) => number;
  fitKey?: string;
  fittedAtStart: boolean;
}) {
  const map = useMap();
  // A map that opened on its points' bounds (MapView) has fitted them for this key already: no second draw.
  const fitted = useRef<string | undefined>(fittedAtStart ? fitKey : undefined);
  useEffect(() => {
    // With a fitKey, points that move (live positions) keep the reader's view: only a new key fits again.
    if (fitKey !== undefined && fitted.current === fitKey) return;
    const bounds = boundsOf(points, routes, arc);
    if (bounds) {
      // No zoom animation: the points show at once where they are (and a map of 10,000 trucks is drawn once).
      map.fitBounds(bounds, { ...FIT_OPTIONS, animate: false });
      fitted.current = fitKey;
    }
  }, [map, points, routes, arc, fitKey]);
  return null;
}

/**
 * The one map of the product (react-leaflet): clustered points (radius 40, minimum 2) and routes
 * drawn as lines, fitted to what it shows. Used by addresses, warehouses, lanes, trucks, containers.
 * A route's longitudes are made continuous (`unwrapPath`): a ship's track across the Pacific is drawn across it, not
 * round the world; a point meant beside such a track is given on the same copy (`nearestLongitude`).
 */
export function MapView({
  points = [],
  routes = [],
  height = 420,
  label,
  onSelect,
  selectedId,
  drawnMark,
  fitKey,
  popup,
  popupCloseLabel,
}: {
  points?: MapPoint[];
  routes?: MapRoute[];
  height?: number;
  label?: string;
  onSelect?: (point: MapPoint) => void;
  /** The point drawn highlighted (e.g. the list's hovered or chosen row); changing it does not refit the map. */
  selectedId?: string;
  /** A `performance.mark` name set each time the clustered markers are drawn (e.g. the trucks_map_10k_ms bench). */
  drawnMark?: string;
  /** Fit the view to the points only when this changes (e.g. the list's filters), not each time a point moves. */
  fitKey?: string;
  /** A popup's content for a single point (opened by a click, or Enter on the focused marker); e.g. links about it. */
  popup?: (point: MapPoint) => ReactNode;
  /** The popup's close button's name in the reader's language (Leaflet's own is English). */
  popupCloseLabel?: string;
}) {
  const { t, i18n } = useTranslation();
  // Everything on the shortest arc of longitudes that holds it (containers on both sides of 180° show the Pacific
  // between them), each route continuous across 180° and moved as a whole onto that arc; the clusters draw each point
  // on the copy of the world in view.
  const arc = useMemo(() => shortestArc([...points.map((p) => p.lng), ...routes.flatMap((r) => r.points.map((p) => p[1]))]), [points, routes]);
  const drawn = useMemo(
    () =>
      routes.map((route) => {
        const path = unwrapPath(route.points);
        const shift = path.length > 0 ? arc(path[0]![1]) - path[0]![1] : 0;
        return { ...route, points: shift === 0 ? path : path.map(([lat, lng]) => [lat, lng + shift] as LatLngTuple) };
      }),
    [routes, arc],
  );
  // With a fitKey, the map opens on its points (the first clusters are those of the fitted view, drawn once).
  const [start] = useState(() => (fitKey !== undefined ? boundsOf(points, drawn, arc) : undefined));
  return (
    <section className="map" aria-label={label ?? t('map.label')} data-testid="map" data-points={points.length} data-routes={routes.length}>
      <MapContainer
        bounds={start ?? DEFAULT_BOUNDS}
        boundsOptions={start ? FIT_OPTIONS : undefined}
        style={{ height }}
        scrollWheelZoom={false}
        zoomControl={false}
      >
        {/* Leaflet reads these texts once, when a control or layer is added: a new language adds them anew. */}
        <ZoomControl key={`zoom-${i18n.language}`} position="topleft" zoomInTitle={t('map.zoomInTitle')} zoomOutTitle={t('map.zoomOutTitle')} />
        <TileLayer key={`tiles-${i18n.language}`} url={TILE_URL} attribution={attribution(t('map.attribution'))} />
        <Clusters points={points} onSelect={onSelect} selectedId={selectedId} drawnMark={drawnMark} popup={popup} popupCloseLabel={popupCloseLabel} />
        {drawn.map((route) => (
          <Polyline key={route.id} positions={route.points} pathOptions={{ color: '#0b5cad', weight: 4 }}>
            {route.label && <Tooltip sticky>{route.label}</Tooltip>}
          </Polyline>
        ))}
        <FitTo points={points} routes={drawn} arc={arc} fitKey={fitKey} fittedAtStart={start !== undefined} />
      </MapContainer>
    </section>
  );
}
