import type { ProductCard } from '@fierro/commerce/contract';
import { productPath as productRoute } from '@fierro/domain';

/**
 * A link to a product's variant, below the site prefix (the route is @fierro/domain's): a card
 * links to the variant it shows and prices (issue 18), an exact SKU search to that SKU. A card of
 * a product with one variant keeps the plain path (one page, one cache entry).
 */
export const productPath = (
  p: Pick<ProductCard, 'productId' | 'slug' | 'skuId'> & { variantCount?: number },
) =>
  productRoute({
    productId: p.productId,
    slug: p.slug,
    skuId: p.variantCount === 1 ? undefined : p.skuId,
  });
