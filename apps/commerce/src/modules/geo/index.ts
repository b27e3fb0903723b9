export { createGeoRepo } from './geo.repo';
export { registerGeoRoutes } from './geo.routes';
export type { GeoRepo } from './geo.service';
