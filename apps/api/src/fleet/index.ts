export { TRUCK_ALIAS, availableTruckers, busyReason, firstPickup, liveOrder, shownTruckStatus, visibleLoad, type LoadRow } from './availability';
export { driverLinkRoutes } from './driver-link-routes';
export { favouriteRoutes } from './favourite-routes';
export { fleetTruckRoutes } from './routes';
export { searchForTruck } from './search';
