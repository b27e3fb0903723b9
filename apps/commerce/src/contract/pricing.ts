import { z } from 'zod';
import { PriceType } from './common';

/** A price as a shopper sees it, decided by commerce's price rule (issue 18). */
export const PriceFigure = z.object({
  type: PriceType,
  /** Minor units per sale unit: an item, or a box for products sold by the box. */
  amount: z.number().int().nonnegative(),
  /** The same price per m² for products sold by the box (rounded to the minor unit). */
  perM2: z.number().int().nonnegative().optional(),
  /** End of the price's window (ISO) when it has one (an EVENT price "hasta"). */
  validTo: z.string().nullable().optional(),
});
export type PriceFigure = z.infer<typeof PriceFigure>;

export const SALE_UNITS = ['unit', 'box', 'm2', 'litre', 'metre'] as const;
export const SaleUnit = z.enum(SALE_UNITS);
export type SaleUnit = z.infer<typeof SaleUnit>;

/**
 * Every price, saving and badge figure of one SKU for one shopper at one moment. The storefront
 * only displays it: `paid` is the one unit price the shopper pays, `reference` the crossed-out
 * normal price (only when above it), `card` the store-card price (only where the site has a card
 * and it is below `paid`), `bundles` the prices that need another product (A+B, combo), `saving`
 * the difference between `reference` and `paid` for the same unit.
 */
export const Pricing = z.object({
  currency: z.string().length(3),
  /** What one amount buys: an item, a box (of `coverage` m²), a m², a litre, a metre. */
  saleUnit: SaleUnit,
  /** m² one box covers, for products sold by the box. */
  coverage: z.number().positive().nullable(),
  paid: PriceFigure.nullable(),
  reference: PriceFigure.nullable(),
  card: PriceFigure.extend({ name: z.string() }).nullable(),
  bundles: z.array(PriceFigure),
  saving: z
    .object({
      amount: z.number().int().positive(),
      /** Whole percent of the reference price, at least 1. */
      percent: z.number().int().min(1).max(100),
      perM2: z.number().int().nonnegative().optional(),
    })
    .nullable(),
  /** Price per unit of measure where the site shows it (registry priceUnitMeasureEnabled). */
  unitMeasure: z
    .object({ amount: z.number().int().nonnegative(), unit: z.enum(['unit', 'm2', 'litre']) })
    .nullable(),
});
export type Pricing = z.infer<typeof Pricing>;

/** Who is buying: what the price rule needs to know about the shopper (issue 18). */
export const SHOPPER_ACCOUNTS = ['guest', 'person', 'company'] as const;
export type ShopperAccount = (typeof SHOPPER_ACCOUNTS)[number];

/** Answer of `/pricing/v1/{siteId}/price-groups`: the groups a shopper's location may give. */
export const PriceGroupsResponse = z.object({
  siteId: z.string(),
  /** Retail price groups; any other value is the site's base list. */
  priceGroups: z.array(z.string()),
});
export type PriceGroupsResponse = z.infer<typeof PriceGroupsResponse>;
