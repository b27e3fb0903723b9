import {
  ContentRoute,
  type ContentRouteProps,
  contentMetadata,
  contentStaticParams,
} from '@/modules/content';

export const generateStaticParams = contentStaticParams;
export const generateMetadata = (props: ContentRouteProps) => contentMetadata('static', props);

/** `/{site}/static/{slug}/`: terms, privacy and cookies, about us (tracking name `static`). */
export default function StaticPage({ params }: ContentRouteProps) {
  return <ContentRoute section="static" params={params} />;
}
