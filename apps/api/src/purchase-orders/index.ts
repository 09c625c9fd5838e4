export { billOfLadingTrackingRoutes } from './containers/bill-of-lading-routes';
export { TRACKING_LOCK_KEY, runContainerTracking, trackingDepsOf, type TrackingDeps, type TrackingRunResult } from './containers/job';
export { purchaseOrderErpRoutes } from './erp-routes';
export { awaitedContainers } from './replan/arrivals';
export { expectedDayOf } from './replan/rules';
export { purchaseManagerRoutes } from './routes';
