export { assignLoadToTruck } from './assign';
export { awardLoad } from './award';
export { driverRoutes } from './driver-routes';
export { orderLink, recipientsOf } from './moves';
export { proofOfDeliveryRoutes } from './proof-routes';
export { orderManagerRoutes } from './routes';
