import type { Metadata } from 'next';
import { BUILD_SAMPLE, queryOf, viewOf, viewShopper } from '@/lib/site/view-params';
import { CollectionListing, listingMetadata } from '@/modules/catalog';

interface Props {
  params: Promise<{ site: string; view: string; collectionId: string; slug: string; q: string }>;
}

export const generateStaticParams = () => [
  { collectionId: BUILD_SAMPLE, slug: BUILD_SAMPLE, q: BUILD_SAMPLE },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, view } = await viewOf(params);
  const { collectionId, slug, q } = await params;
  return listingMetadata(tenant, { collectionId }, slug, queryOf(q), viewShopper(view));
}

/** Spec §2 collection `/{site}/collection/{collectionId}/{slug}/`, cached per view and query. */
export default async function CollectionPage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const { collectionId, slug, q } = await params;
  return (
    <CollectionListing
      tenant={tenant}
      collectionId={collectionId}
      slug={slug}
      sp={queryOf(q)}
      shopper={viewShopper(view)}
    />
  );
}
