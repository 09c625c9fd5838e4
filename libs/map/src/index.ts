export { MapView, TILE_URL, type MapRoute } from './MapView';
export { clusterIndex, CLUSTER_RADIUS, CLUSTER_MIN_POINTS, type MapPoint, type Cluster } from './clusters';
export { unwrapPath, nearestLongitude, wrapLongitude, shortestArc } from './antimeridian';
