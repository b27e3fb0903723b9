import { SearchResponse } from '@fierro/commerce/contract';
import { commerceCall } from '../../lib/commerce/gateway';

/** The id forms commerce gives categories and collections; anything else is no listing of ours. */
export const LISTING_ID = {
  category: /^cat\d{1,12}$/,
  collection: /^[\w-]{1,40}$/,
} as const;

export type ListingKind = keyof typeof LISTING_ID;

/**
 * Whether a category or collection exists on the site: true, false (a 404 page), or null when
 * commerce could not say (the page decides, and shows its own error). One result asked for: the
 * proxy asks it before a listing filtered by availability, which is rendered per request and
 * streams its 200 before it learns the id is unknown (proxy.ts unknownListing).
 */
export async function listingExists(
  site: { siteId: string },
  kind: ListingKind,
  id: string,
): Promise<boolean | null> {
  if (!LISTING_ID[kind].test(id)) return false;
  const { error } = await commerceCall({
    site: site.siteId,
    path:
      kind === 'category'
        ? `/search/v1/${site.siteId}/category/products`
        : `/search/v1/${site.siteId}/collections/products`,
    query: { [kind === 'category' ? 'categoryId' : 'collectionId']: id, perPage: 1 },
    schema: SearchResponse,
  });
  if (error === null) return true;
  return error.kind === 'status' && error.status === 404 ? false : null;
}
