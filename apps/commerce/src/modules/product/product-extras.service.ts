import type { Tenant } from '@fierro/tenants';
import type {
  LinkedProductsResponse,
  ProductCard,
  ProductDetailsResponse,
  ProductInfoResponse,
} from '../../contract';
import type { PriceContext } from '../pricing';

export type LinkKind = 'linked' | 'related';

/** What linked/related products, productDetails and product-info read from storage. */
export interface ProductExtrasRepo {
  /** Ids of a product's linked or related products in order; null when it is unknown. */
  links(siteId: string, productId: string, kind: LinkKind, limit: number): Promise<string[] | null>;
  details(siteId: string, variantId: string): Promise<ProductDetailsResponse | null>;
  info(siteId: string, productId: string): Promise<ProductInfoResponse | null>;
  /** Product cards in the given order, priced for the shopper at `now`. */
  cards(
    tenant: Tenant,
    productIds: string[],
    price: PriceContext,
    now: Date,
  ): Promise<ProductCard[]>;
}

/** Spec §9 upsell: 6 items on a normal product page, 15 on an SEO page. */
export const UPSELL_DEFAULT = 6;
export const UPSELL_MAX = 15;

/** Cards of a product's linked or related products; null when the product is unknown. */
export const productLinks = async (
  deps: { repo: ProductExtrasRepo; tenant: Tenant; now: Date; price: PriceContext },
  q: { productId: string; kind: LinkKind; limit: number },
): Promise<LinkedProductsResponse | null> => {
  const ids = await deps.repo.links(deps.tenant.siteId, q.productId, q.kind, q.limit);
  if (!ids) return null;
  const products =
    ids.length === 0 ? [] : await deps.repo.cards(deps.tenant, ids, deps.price, deps.now);
  return { productId: q.productId, products };
};
