import 'server-only';
import { categoryPath, collectionPath } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { slugOf } from '../../lib/format/text';
import { translator } from '../../lib/i18n/messages';
import { alternates } from '../../lib/site/seo';
import { type ListingShopper, loadListing } from './data';
import { LISTING_ID } from './listing-exists';
import type { SearchParams } from './query';

const VALID = { categoryId: LISTING_ID.category, collectionId: LISTING_ID.collection } as const;

/**
 * Title, description and canonical of a category or collection from commerce's name and slug
 * (the page's own cached read: same query, same key), not from the URL's slug, which a shopper
 * or another site may have mistyped. The URL's words only while commerce cannot say.
 */
export async function listingMetadata(
  tenant: Tenant,
  scope: { categoryId: string } | { collectionId: string },
  urlSlug: string,
  sp: SearchParams,
  shopper: ListingShopper,
): Promise<Metadata> {
  const [kind, id] = Object.entries(scope)[0] as [keyof typeof VALID, string];
  const { data } = VALID[kind].test(id)
    ? await loadListing(tenant, scope, sp, shopper)
    : { data: null };
  const known = kind === 'categoryId' ? data?.category : data?.collection;
  let fromUrl = urlSlug;
  try {
    fromUrl = decodeURIComponent(urlSlug);
  } catch {}
  const name = known?.name ?? fromUrl.replace(/-/g, ' ');
  const crumb = data?.category?.breadcrumb.at(-1)?.slug;
  const slug = known ? (kind === 'categoryId' && crumb) || slugOf(name, tenant) : urlSlug;
  const t = translator(tenant);
  const path =
    kind === 'categoryId'
      ? categoryPath({ categoryId: id, slug })
      : collectionPath({ collectionId: id, slug });
  return {
    title: t('seo.categoryTitle', { name, site: tenant.siteName }),
    description: t('seo.categoryDescription', { name, site: tenant.siteName }),
    alternates: alternates(tenant, path),
  };
}

/** A search results page's title and description; never indexed (spec §2 search). */
export function searchMetadata(tenant: Tenant, term: string): Metadata {
  const t = translator(tenant);
  return {
    title: t('seo.searchTitle', { term, site: tenant.siteName }),
    description: t('seo.searchDescription', { term, site: tenant.siteName }),
    robots: { index: false, follow: true },
  };
}
