/**
 * GA4 ecommerce events of the cart (issue 21): `add_to_cart`, `remove_from_cart` and `view_cart`
 * pushed to the dataLayer with the items' ids, unit prices and quantities. Amounts are in the
 * currency's units (GA4 reads `price: 12.5`), from commerce's minor units. Pure.
 */
export interface TrackedItem {
  skuId: string;
  name: string;
  /** Unit price paid, minor units (null: no price). */
  unitPrice: number | null;
  quantity: number;
  /** What the line costs, minor units, when a promotion (3x2) takes part of it off. */
  lineTotal?: number;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  /** GA4's per-unit discount: the promotion's share of each unit. */
  discount?: number;
}

const units = (minor: number, minorUnits: number) => Math.round((minor / minorUnits) * 100) / 100;

export function ga4Event(
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart',
  currency: string,
  minorUnits: number,
  items: readonly TrackedItem[],
) {
  const ga4: Ga4Item[] = items.map((i) => {
    const full = (i.unitPrice ?? 0) * i.quantity;
    const off = i.lineTotal !== undefined && i.quantity > 0 ? full - i.lineTotal : 0;
    return {
      item_id: i.skuId,
      item_name: i.name,
      price: units(i.unitPrice ?? 0, minorUnits),
      quantity: i.quantity,
      ...(off > 0 ? { discount: units(off / i.quantity, minorUnits) } : {}),
    };
  });
  // The value is what the items cost the shopper: a 3x2's free unit is not in it.
  const value = items.reduce((sum, i) => sum + (i.lineTotal ?? (i.unitPrice ?? 0) * i.quantity), 0);
  return {
    event,
    ecommerce: { currency, value: units(value, minorUnits), items: ga4 },
  };
}
