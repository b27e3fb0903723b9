export { ListError } from './lists.errors';
export { type ListRouteDeps, registerListRoutes } from './lists.routes';
export {
  addListLine,
  createList,
  deleteList,
  type ListDeps,
  listLists,
  listToCart,
  readList,
  removeListLine,
  setListLine,
  sharedList,
  shareList,
  unshareList,
  updateList,
} from './lists.service';
