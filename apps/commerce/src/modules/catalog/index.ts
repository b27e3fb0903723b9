export { createCatalogRepo } from './catalog.repo';
export { registerCatalogRoutes } from './catalog.routes';
export type { CatalogRepo, StoredCategory } from './catalog.service';
