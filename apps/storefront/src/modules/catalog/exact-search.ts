import { SearchResponse } from '@fierro/commerce/contract';
// The path builders alone: the proxy needs no zod schemas of @fierro/domain's index.
import { inSite, productPath } from '@fierro/domain/paths';
import { commerceCall } from '../../lib/commerce/gateway';

/**
 * Spec §2: a search for an exact SKU (or product id, EAN, model) lands on that SKU's variant
 * `/{site}/product/{productId}/{slug}/{skuId}/` with the spec's default 302 and one Location.
 * A page's redirect() answers 307, so the proxy asks commerce first, for identifier-looking terms
 * only (a digit, no space: commerce's own identifier rule is narrower and decides).
 */
export const IDENTIFIER_TERM = /^(?=[\w./-]*\d)[\w./-]{3,40}$/;

/** The variant's path within the site for an exact hit of `term`, else null (search as usual). */
export async function exactSearchTarget(
  site: { siteId: string; pathPrefix: string },
  term: string,
): Promise<string | null> {
  const t = term.trim();
  if (!IDENTIFIER_TERM.test(t)) return null;
  const { data } = await commerceCall({
    site: site.siteId,
    path: `/search/v1/${site.siteId}`,
    query: { Ntt: t, perPage: 1 },
    schema: SearchResponse,
  });
  const hit = data?.redirect;
  if (!hit) return null;
  return inSite(site, productPath({ productId: hit.productId, slug: hit.slug, skuId: hit.skuId }));
}
