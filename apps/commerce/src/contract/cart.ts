import { MAX_CART_QUANTITY } from '@fierro/domain';
import { z } from 'zod';
import { Pricing } from './pricing';

/** Spec §9 delivery methods a cart line can use (the tenant's own, from the registry). */
export const CART_DELIVERY_METHODS = ['homeDelivery', 'pickupInStore', 'buyAtStore'] as const;
export const CartDeliveryMethod = z.enum(CART_DELIVERY_METHODS, {
  error: 'deliveryMethod: homeDelivery, pickupInStore o buyAtStore',
});
export type CartDeliveryMethod = z.infer<typeof CartDeliveryMethod>;

/** Spec §5: a cart quantity is a whole number from 1 to 9999. */
export const CartQuantity = z
  .number({ error: 'quantity: un número entero' })
  .int('quantity: un número entero')
  .min(1, 'quantity: al menos 1')
  .max(MAX_CART_QUANTITY, `quantity: como máximo ${MAX_CART_QUANTITY}`);

/** A store as a shopper meets it: where to collect or pay, and its hours. */
export const StoreRef = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  hours: z.string().nullable(),
});

/** A warranty or service line, under the product line it belongs to. */
export const CartServiceLine = z.object({
  lineId: z.number().int().positive(),
  skuId: z.string(),
  kind: z.enum(['WARRANTY', 'SERVICE']),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type CartServiceLine = z.infer<typeof CartServiceLine>;

/** A multiple-unit promotion (3x2, second unit at a discount) applied to a line. */
export const AppliedPromotion = z.object({
  id: z.string(),
  title: z.string(),
  /** Minor units the promotion takes off the line. */
  discount: z.number().int().nonnegative(),
});

export const CartLine = z.object({
  lineId: z.number().int().positive(),
  productId: z.string(),
  skuId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int().positive(),
  /** The SKU's prices for the cart's location and shopper (commerce's price rule). */
  pricing: Pricing,
  /** Quantity times the paid unit price, less the promotion. */
  total: z.number().int().nonnegative(),
  /**
   * The line's total paid with the site's store card, where its card price lowers it (else null):
   * what an order paid with the card records, so the cart and the checkout can show it per line.
   */
  storeCardTotal: z.number().int().nonnegative().nullable(),
  /** Quantity times the crossed-out price less `total` (the line's "Ahorro"/"Economia"). */
  saving: z.number().int().nonnegative(),
  promotion: AppliedPromotion.nullable(),
  deliveryMethod: CartDeliveryMethod.nullable(),
  store: StoreRef.nullable(),
  /** Units available for the line's delivery method and place (null: no place chosen yet). */
  available: z.number().int().nonnegative().nullable(),
  /**
   * Units on the shelf of each store offering pickup that holds the SKU (a store absent holds
   * none): the cart page's read only (`rebuildDependencies=true`), for its store choices.
   */
  storeStock: z.record(z.string(), z.number().int().nonnegative()).optional(),
  /** When the line arrives (home delivery) or can be collected (YYYY-MM-DD), where known. */
  delivery: z.object({ dateFrom: z.string(), dateTo: z.string() }).nullable(),
  services: z.array(CartServiceLine),
  /** Warranties and services of the product not in the cart yet. */
  offeredServices: z.array(
    z.object({
      skuId: z.string(),
      kind: z.enum(['WARRANTY', 'SERVICE']),
      name: z.string(),
      price: z.number().int().nonnegative(),
    }),
  ),
});
export type CartLine = z.infer<typeof CartLine>;

export const CART_NOTICES = ['PRICE_CHANGED', 'OVER_STOCK', 'NOT_SOLD', 'CHOOSE_STORE'] as const;
export const CartNotice = z.object({
  code: z.enum(CART_NOTICES),
  lineId: z.number().int().positive(),
  skuId: z.string(),
  message: z.string(),
  /** PRICE_CHANGED: the price seen before; OVER_STOCK: the units available. */
  previous: z.number().int().nonnegative().optional(),
  available: z.number().int().nonnegative().optional(),
});
export type CartNotice = z.infer<typeof CartNotice>;

export const CartTotals = z.object({
  /** What the lines cost at their crossed-out (normal) prices. */
  subtotal: z.number().int().nonnegative(),
  savings: z.number().int().nonnegative(),
  delivery: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** The total when paying with the site's store card, where its card prices lower it. */
  storeCardTotal: z.number().int().nonnegative().nullable(),
  /** The delivery within it: at card prices the goods may fall short of free delivery. */
  storeCardDelivery: z.number().int().nonnegative().nullable(),
  itemCount: z.number().int().nonnegative(),
});
export type CartTotals = z.infer<typeof CartTotals>;

/** Answer of every cart route: the whole cart, priced now. */
export const CartResponse = z.object({
  cartId: z.string().uuid(),
  siteId: z.string(),
  /** Optimistic-concurrency version: every write sends it back (If-Match) and gets the next one. */
  version: z.number().int().positive(),
  currency: z.string().length(3),
  /** Delivery methods the site offers (spec §9, registry). */
  deliveryMethods: z.array(CartDeliveryMethod),
  location: z
    .object({
      locationId: z.string().nullable(),
      zipCode: z.string().nullable(),
      label: z.string(),
      zoneId: z.string().nullable(),
    })
    .nullable(),
  /** The store of a buy-at-store cart, or the preferred pickup store. */
  store: StoreRef.nullable(),
  lines: z.array(CartLine),
  totals: CartTotals,
  notices: z.array(CartNotice),
});
export type CartResponse = z.infer<typeof CartResponse>;

export const CreateCartBody = z.object({
  siteId: z.string().regex(/^[a-z]{2,12}$/, 'siteId inválido'),
});

const skuId = z.string().regex(/^\d{4,7}\w?-?\w?$/, 'skuId: de 4 a 7 dígitos (formato SKU)');
const storeId = z.string().regex(/^[\w-]{1,24}$/, 'storeId inválido');

export const AddLineBody = z.object({
  skuId,
  quantity: CartQuantity,
  deliveryMethod: CartDeliveryMethod.optional(),
  storeId: storeId.optional(),
  version: z.number().int().positive().optional(),
});
export const UpdateLineBody = z
  .object({
    quantity: CartQuantity.optional(),
    deliveryMethod: CartDeliveryMethod.optional(),
    storeId: storeId.nullable().optional(),
    version: z.number().int().positive().optional(),
  })
  .refine(
    (b) => b.quantity !== undefined || b.deliveryMethod !== undefined || b.storeId !== undefined,
    // Its own field, so the answer says what to send rather than that the body is malformed.
    { message: 'Indica quantity, deliveryMethod o storeId', path: ['body'] },
  );
export const AddServiceBody = z.object({
  skuId: z.string().regex(/^[\w-]{4,20}$/, 'skuId inválido'),
  version: z.number().int().positive().optional(),
});
export const LocationBody = z
  .object({
    locationId: z
      .string()
      .regex(/^[\w-]{1,40}$/, 'locationId inválido')
      .optional(),
    zipCode: z
      .string()
      .regex(/^[\d-]{3,12}$/, 'zipCode: dígitos y guiones')
      .optional(),
    storeId: storeId.optional(),
    version: z.number().int().positive().optional(),
  })
  .refine((b) => [b.locationId, b.zipCode, b.storeId].filter(Boolean).length === 1, {
    message: 'Indica uno de locationId, zipCode o storeId',
  });
export const MergeCartBody = z.object({ guestCartId: z.string().uuid('guestCartId inválido') });
