export { documentRoutes } from './document-routes';
export { shippoShipmentRoutes } from './label-routes';
