export { conflict, lockOrder, requireCarrier, sidesOf } from './access';
export { type ActionCaller } from './actions';
export { assignLoadToTruck } from './assign';
export { awardLoad } from './award';
export { orderAmounts } from './detail';
export { driverRoutes } from './driver-routes';
export { notifyOtherParty, orderLink, publishOrderUpdated, recipientsOf, recordMove } from './moves';
export { proofOfDeliveryRoutes } from './proof-routes';
export { orderManagerRoutes } from './routes';
