import Supercluster from 'supercluster';
import { wrapLongitude } from './antimeridian';

/** Spec section 1: clustering radius 40, minimum cluster size 2. */
export const CLUSTER_RADIUS = 40;
export const CLUSTER_MIN_POINTS = 2;
const CLUSTER_MAX_ZOOM = 16;

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  label: string;
  /** Drawn with its own colour: e.g. 'address', 'warehouse', 'truck'. */
  kind: string;
}

export type Cluster = { type: 'cluster'; id: string; lat: number; lng: number; count: number; expansionZoom: number } | { type: 'point'; point: MapPoint };

/**
 * Indexes points once; `at(bounds, zoom)` answers which clusters and single points to draw. A view across the
 * antimeridian (west < -180 or east > 180) is supercluster's to split; the answer's longitudes are those of the
 * world's first copy (a cluster's) or the point's own (MapView moves both to the copy in view).
 */
export function clusterIndex(points: MapPoint[]) {
  const index = new Supercluster<{ point: MapPoint }>({
    radius: CLUSTER_RADIUS,
    minPoints: CLUSTER_MIN_POINTS,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      properties: { point },
      // Indexed on the one world supercluster knows ([-180, 180]); a point given beyond (a track that crossed the
      // antimeridian) is found there and handed back as given.
      geometry: { type: 'Point' as const, coordinates: [wrapLongitude(point.lng), point.lat] },
    })),
  );
  return {
    at(bbox: [west: number, south: number, east: number, north: number], zoom: number): Cluster[] {
      return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; point?: MapPoint };
        if (props.cluster && props.cluster_id !== undefined) {
          return {
            type: 'cluster',
            id: `cluster-${props.cluster_id}`,
            lat,
            lng,
            count: props.point_count ?? 0,
            expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
          };
        }
        return { type: 'point', point: props.point! };
      });
    },
  };
}
