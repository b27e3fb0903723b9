import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { slugOf } from '../../../../../lib/format/text';
import { translator } from '../../../../../lib/i18n/messages';
import { errorPath } from '../../../../../lib/site/navigation';
import { alternates } from '../../../../../lib/site/seo';
import { sitePath, tenantOf } from '../../../../../lib/site/site';
import {
  ListingSkeleton,
  ListingView,
  loadListing,
  type SearchParams,
  urlParams,
} from '../../../../../modules/catalog';

interface Props {
  params: Promise<{ site: string; categoryId: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const { categoryId, slug } = await params;
  const t = translator(tenant);
  const name = slug.replace(/-/g, ' ');
  return {
    title: t('seo.categoryTitle', { name, site: tenant.siteName }),
    description: t('seo.categoryDescription', { name, site: tenant.siteName }),
    alternates: alternates(tenant, `/category/${categoryId}/${slug}/`),
  };
}

/** Spec §2 category listing `/{site}/category/{categoryId}/{slug}/`. */
export default function CategoryPage(props: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Category {...props} />
    </Suspense>
  );
}

async function Category({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const { categoryId } = await params;
  const sp = await searchParams;
  const t = translator(tenant);
  if (!/^cat\d{1,12}$/.test(categoryId)) redirect(errorPath(tenant, 404));
  const { shopper, result } = await loadListing(tenant, { categoryId }, sp);
  if (result.error)
    redirect(errorPath(tenant, result.error.status === 404 ? 404 : 500, shopper.business));
  const data = result.data;
  const crumbs = [
    { label: t('common.home'), path: '/' },
    ...(data.category?.breadcrumb ?? []).map((b) => ({
      label: b.label,
      path: `/category/${b.id}/${b.slug || slugOf(b.label, tenant)}/`,
    })),
  ];
  const name = data.category?.name ?? t('listing.category');
  const selfSlug = data.category?.breadcrumb.at(-1)?.slug || slugOf(name, tenant);
  if (crumbs.length === 1)
    crumbs.push({ label: name, path: `/category/${categoryId}/${selfSlug}/` });
  const basePath = sitePath(tenant, `/category/${categoryId}/${selfSlug}/`);
  return (
    <ListingView
      tenant={tenant}
      t={t}
      result={data}
      title={name}
      crumbs={crumbs}
      basePath={basePath}
      params={urlParams(sp)}
    />
  );
}
