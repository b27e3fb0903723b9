export { ContentPageView } from './components/content-page-view';
export { loadContentPage } from './data';
export { serveContentFile } from './file';
export type { ContentRouteProps } from './route';
export { ContentRoute, contentMetadata, contentStaticParams } from './route';
