export { paymentsSandboxRoutes } from './payments-sandbox-routes';
export { companyManagerRoutes } from './routes';
