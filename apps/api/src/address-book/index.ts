export { addressManagerRoutes } from './address-routes';
export { toAddress } from './addresses-repository';
export { laneManagerRoutes } from './lane-routes';
export { mapsRoutes } from './maps-routes';
export { warehouseManagerRoutes } from './warehouse-routes';
