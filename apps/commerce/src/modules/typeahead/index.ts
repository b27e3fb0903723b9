export { createTypeaheadRepo, typeaheadIndex } from './typeahead.repo';
export { registerTypeaheadRoutes } from './typeahead.routes';
export type { TypeaheadRepo } from './typeahead.service';
