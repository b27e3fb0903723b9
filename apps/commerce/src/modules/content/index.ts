export { createContentRepo } from './content.repo';
export { registerContentRoutes } from './content.routes';
export type { ContentRepo } from './content.service';
