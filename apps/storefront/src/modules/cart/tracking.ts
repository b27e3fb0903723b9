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
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

const units = (minor: number, minorUnits: number) => Math.round((minor / minorUnits) * 100) / 100;

export function ga4Event(
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart',
  currency: string,
  minorUnits: number,
  items: readonly TrackedItem[],
) {
  const ga4: Ga4Item[] = items.map((i) => ({
    item_id: i.skuId,
    item_name: i.name,
    price: units(i.unitPrice ?? 0, minorUnits),
    quantity: i.quantity,
  }));
  const value = ga4.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return {
    event,
    ecommerce: { currency, value: Math.round(value * 100) / 100, items: ga4 },
  };
}
