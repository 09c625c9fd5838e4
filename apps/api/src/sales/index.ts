export { erpLookupRoutes } from './erp-routes';
export { salesOrderRoutes } from './routes';
