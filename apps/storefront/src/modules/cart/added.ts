import 'server-only';
import type { CartResponse, ProductCard } from '@fierro/commerce/contract';
import { inSite } from '@fierro/domain';
import type { Tenant, TenantCode } from '@fierro/tenants';
import { formatPrice } from '../../lib/format/price';
import { productPath } from '../catalog';

/** What the add-to-cart modal shows (spec §2): the product added, the cart, related products. */
export interface AddedView {
  cartId: string;
  /** The cart's version after the add: the modal's warranty add writes at it. */
  version: number;
  tenantCode: TenantCode;
  /** The cart's item count and total after the add. */
  count: number;
  total: string;
  currency: string;
  line: {
    lineId: number;
    skuId: string;
    name: string;
    image: string | null;
    /** Units added now, and the units of that product in the cart. */
    added: number;
    /** Sold by the box (m² products): the units are boxes. */
    boxes: boolean;
    quantity: number;
    unitPrice: number | null;
    lineTotal: string;
  };
  /** The product's warranties and services not in the cart yet, offered where it was added. */
  offers: Array<{ skuId: string; kind: 'WARRANTY' | 'SERVICE'; name: string; price: string }>;
  related: Array<{
    productId: string;
    name: string;
    href: string;
    image: string | null;
    price: string | null;
  }>;
}

/** The modal stays short: the rest are on the cart page's line. */
const MAX_OFFERS = 3;

export function addedView(
  tenant: Tenant,
  cart: CartResponse,
  skuId: string,
  added: number,
  related: readonly ProductCard[],
): AddedView | null {
  const line = cart.lines.find((l) => l.skuId === skuId);
  if (!line) return null;
  return {
    cartId: cart.cartId,
    version: cart.version,
    tenantCode: tenant.code,
    count: cart.totals.itemCount,
    total: formatPrice(cart.totals.total, tenant, cart.currency),
    currency: cart.currency,
    line: {
      lineId: line.lineId,
      skuId: line.skuId,
      name: line.name,
      image: line.image,
      added,
      boxes: Boolean(line.pricing.coverage),
      quantity: line.quantity,
      unitPrice: line.pricing.paid?.amount ?? null,
      lineTotal: formatPrice(line.total, tenant, cart.currency),
    },
    offers: line.offeredServices.slice(0, MAX_OFFERS).map((o) => ({
      skuId: o.skuId,
      kind: o.kind,
      name: o.name,
      price: formatPrice(o.price, tenant, cart.currency),
    })),
    related: related
      .filter((p) => p.productId !== line.productId)
      .slice(0, 3)
      .map((p) => ({
        productId: p.productId,
        name: p.displayName,
        href: inSite(tenant, productPath(p)),
        image: p.images[0] ?? null,
        price: p.pricing.paid
          ? formatPrice(p.pricing.paid.amount, tenant, p.pricing.currency)
          : null,
      })),
  };
}
