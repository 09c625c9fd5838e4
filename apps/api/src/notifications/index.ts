export { pushRoutes } from './push-routes';
