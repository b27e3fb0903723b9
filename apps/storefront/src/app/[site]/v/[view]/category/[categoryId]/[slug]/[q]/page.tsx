import type { Metadata } from 'next';
import { BUILD_SAMPLE, queryOf, viewOf, viewShopper } from '@/lib/site/view-params';
import { CategoryListing, listingMetadata } from '@/modules/catalog';

interface Props {
  params: Promise<{ site: string; view: string; categoryId: string; slug: string; q: string }>;
}

export const generateStaticParams = () => [
  { categoryId: BUILD_SAMPLE, slug: BUILD_SAMPLE, q: BUILD_SAMPLE },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, view } = await viewOf(params);
  const { categoryId, slug, q } = await params;
  return listingMetadata(tenant, { categoryId }, slug, queryOf(q), viewShopper(view));
}

/** Spec §2 category listing `/{site}/category/{categoryId}/{slug}/`, cached per view and query. */
export default async function CategoryPage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const { categoryId, slug, q } = await params;
  return (
    <CategoryListing
      tenant={tenant}
      categoryId={categoryId}
      slug={slug}
      sp={queryOf(q)}
      shopper={viewShopper(view)}
    />
  );
}
