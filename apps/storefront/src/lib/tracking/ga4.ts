/**
 * GA4's ecommerce shape, one for every event (issues 21, 22): the cart's `add_to_cart`,
 * `remove_from_cart` and `view_cart`, the checkout's `begin_checkout`, `add_shipping_info` and
 * `add_payment_info`, the confirmation's `purchase`. As GA4 asks: an item's `price` is what one
 * unit costs the shopper (a 3x2's free unit taken off), its `discount` what it was taken off by,
 * and `value` the items' sum, shipping apart. Warranties and services are items too, so the items
 * add up to the value. Amounts in the currency's units (GA4 reads `price: 12.5`) from commerce's
 * minor units. Pure.
 */
export interface TrackedLine {
  skuId: string;
  name: string;
  /** One unit's price before a promotion such as a 3x2, minor units (null: no price). */
  unitPrice: number | null;
  quantity: number;
  /** What the line costs, minor units, when a promotion takes part of it off. */
  lineTotal?: number;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  /** What each unit's price was lowered by (a 3x2's free unit shared by the units). */
  discount?: number;
  index: number;
}

export interface Ga4Ecommerce {
  currency: string;
  value: number;
  items: Ga4Item[];
  [key: string]: unknown;
}

/**
 * Minor units to the currency's units, to the cent: a 3x2 of 7.90 shares its free unit as 2.63
 * per unit, so three such units read 7.89 beside a value of 7.90 (GA4 keeps two decimals).
 */
const units = (minor: number, minorUnits: number) => Math.round((minor / minorUnits) * 100) / 100;

const totalOf = (l: TrackedLine) => l.lineTotal ?? (l.unitPrice ?? 0) * l.quantity;

export function ga4Ecommerce(
  currency: string,
  minorUnits: number,
  lines: readonly TrackedLine[],
  extra: Record<string, unknown> = {},
): Ga4Ecommerce {
  const items = lines.map((l, index): Ga4Item => {
    const list = l.unitPrice ?? 0;
    const paid = l.quantity > 0 ? totalOf(l) / l.quantity : list;
    const off = list - paid;
    return {
      item_id: l.skuId,
      item_name: l.name,
      price: units(paid, minorUnits),
      quantity: l.quantity,
      ...(off > 0 ? { discount: units(off, minorUnits) } : {}),
      index,
    };
  });
  const value = lines.reduce((sum, l) => sum + totalOf(l), 0);
  return { currency, value: units(value, minorUnits), ...extra, items };
}

export const ga4Event = (
  event: string,
  currency: string,
  minorUnits: number,
  lines: readonly TrackedLine[],
  extra: Record<string, unknown> = {},
) => ({ event, ecommerce: ga4Ecommerce(currency, minorUnits, lines, extra) });

/** A cart's lines as GA4 items: each product, then its warranties and services. */
export const cartLinesTracked = (
  lines: readonly {
    skuId: string;
    name: string;
    quantity: number;
    total: number;
    storeCardTotal?: number | null;
    pricing: { paid?: { amount: number } | null; card?: { amount: number } | null };
    services: readonly {
      skuId: string;
      name: string;
      quantity: number;
      unitPrice: number;
      total: number;
    }[];
  }[],
  byStoreCard = false,
): TrackedLine[] =>
  lines.flatMap((l) => [
    // Paid with the store card, a line it lowers is at its card price, as the order records it
    // (the purchase event reads the order): a 3x2's share stays the only discount.
    byStoreCard && l.storeCardTotal != null
      ? {
          skuId: l.skuId,
          name: l.name,
          unitPrice: l.pricing.card?.amount ?? l.pricing.paid?.amount ?? null,
          quantity: l.quantity,
          lineTotal: l.storeCardTotal,
        }
      : {
          skuId: l.skuId,
          name: l.name,
          unitPrice: l.pricing.paid?.amount ?? null,
          quantity: l.quantity,
          lineTotal: l.total,
        },
    ...l.services.map((s) => ({
      skuId: s.skuId,
      name: s.name,
      unitPrice: s.unitPrice,
      quantity: s.quantity,
      lineTotal: s.total,
    })),
  ]);
