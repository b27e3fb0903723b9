// Server-side entry points of lists and projects (issue 23): the route files import these. The
// add-to-list button is imported from './client' by the product page and the cart line.
export {
  ListRoute,
  ListsRoute,
  listsMetadata,
  type SearchParams,
  SharedListRoute,
  sharedListMetadata,
} from './routes';
