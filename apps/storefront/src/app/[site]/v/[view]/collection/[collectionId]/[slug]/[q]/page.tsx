import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/messages';
import { alternates } from '@/lib/site/seo';
import { tenantOf } from '@/lib/site/site';
import { BUILD_SAMPLE, queryOf, viewOf, viewShopper } from '@/lib/site/view-params';
import { CollectionListing } from '@/modules/catalog';

interface Props {
  params: Promise<{ site: string; view: string; collectionId: string; slug: string; q: string }>;
}

export const generateStaticParams = () => [
  { collectionId: BUILD_SAMPLE, slug: BUILD_SAMPLE, q: BUILD_SAMPLE },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const { collectionId, slug } = await params;
  const t = translator(tenant);
  const name = decodeURIComponent(slug).replace(/-/g, ' ');
  return {
    title: t('seo.categoryTitle', { name, site: tenant.siteName }),
    description: t('seo.categoryDescription', { name, site: tenant.siteName }),
    alternates: alternates(tenant, `/collection/${collectionId}/${slug}/`),
  };
}

/** Spec §2 collection `/{site}/collection/{collectionId}/{slug}/`, cached per view and query. */
export default async function CollectionPage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const { collectionId, q } = await params;
  return (
    <CollectionListing
      tenant={tenant}
      collectionId={collectionId}
      sp={queryOf(q)}
      shopper={viewShopper(view)}
    />
  );
}
