import {
  ContentRoute,
  type ContentRouteProps,
  contentMetadata,
  contentStaticParams,
} from '@/modules/content';

export const generateStaticParams = contentStaticParams;
export const generateMetadata = (props: ContentRouteProps) => contentMetadata('content', props);

/** `/{site}/content/{slug}/`: FAQ, stores, store-card pages, guarantee (tracking name `content`). */
export default function ContentPage({ params }: ContentRouteProps) {
  return <ContentRoute section="content" params={params} />;
}
