export { registerConfigRoutes } from './config.routes';
