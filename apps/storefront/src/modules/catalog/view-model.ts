import type { ProductCard } from '@fierro/commerce/contract';

/**
 * A link to a product's variant (spec §2 `/product/{productId}/{slug}/{skuId}/`): a card links to
 * the variant it shows and prices (issue 18), an exact SKU search to that SKU. A card of a product
 * with one variant keeps the plain path (one page, one cache entry).
 */
export const productPath = (
  p: Pick<ProductCard, 'productId' | 'slug' | 'skuId'> & { variantCount?: number },
) => `/product/${p.productId}/${p.slug}/${p.variantCount === 1 ? '' : `${p.skuId}/`}`;
