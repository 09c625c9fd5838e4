export { quoteRoutes } from './routes';
