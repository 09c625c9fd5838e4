export { driverChatRoutes } from './driver-routes';
export { chatManagerRoutes } from './routes';
