import { plainText } from '@fierro/domain';
import { z } from 'zod';
import { CartResponse } from './cart';
import { OrderLine, OrderStatusName, OrderTotals } from './order';

/**
 * After the sale (issue 23): the shopper's order list, buying again, returns, membership and
 * points, and the guest's order lookup with its proof-of-work captcha.
 */
export const OrderSummary = z.object({
  orderId: z.string().uuid(),
  orderNumber: z.string(),
  status: OrderStatusName,
  currency: z.string(),
  total: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListResponse = z.object({
  orders: z.array(OrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type OrderListResponse = z.infer<typeof OrderListResponse>;

export const BuyAgainResponse = z.object({
  cart: CartResponse,
  skipped: z.array(z.object({ skuId: z.string(), name: z.string(), reason: z.string() })),
});
export type BuyAgainResponse = z.infer<typeof BuyAgainResponse>;

export const ReturnKindName = z.enum(['return', 'warranty', 'rightOfRefusal']);
export const ReturnStateName = z.enum(['requested', 'approved', 'rejected', 'refunded']);
export const ReturnReasonName = z.enum([
  'damaged',
  'defective',
  'wrongItem',
  'notAsDescribed',
  'changedMind',
]);

export const ReturnRequest = z.object({
  returnId: z.string().uuid(),
  orderId: z.string().uuid(),
  lineId: z.number().int(),
  kind: ReturnKindName,
  reason: ReturnReasonName.nullable(),
  comment: z.string().nullable(),
  quantity: z.number().int(),
  amount: z.number().int(),
  state: ReturnStateName,
  /** How the money went back: the card through the gateway, the credit line, or at the store. */
  refundMethod: z.enum(['card', 'creditLine', 'store']).nullable(),
  history: z.array(z.object({ state: ReturnStateName, at: z.string() })),
  createdAt: z.string(),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

/** An order's returns: when it was delivered, what each line may still ask, and the requests. */
export const OrderReturnsResponse = z.object({
  orderId: z.string().uuid(),
  deliveredAt: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      /** Units not yet in a request that is not rejected. */
      returnable: z.number().int(),
      windows: z.array(z.object({ kind: ReturnKindName, until: z.string() })),
    }),
  ),
  requests: z.array(ReturnRequest),
});
export type OrderReturnsResponse = z.infer<typeof OrderReturnsResponse>;

export const ReturnRequestBody = z.object({
  lineId: z.number().int().min(1).max(10_000),
  kind: ReturnKindName,
  quantity: z.number().int().min(1).max(9999),
  reason: ReturnReasonName.nullable().optional(),
  comment: plainText().trim().max(500).nullable().optional(),
});
export type ReturnRequestBody = z.infer<typeof ReturnRequestBody>;

/** An operator's move of a return (approve, reject, refund) or of an order's fulfilment. */
export const ReturnMoveBody = z.object({
  state: z.enum(['approved', 'rejected', 'refunded']),
  note: plainText().trim().max(300).optional(),
});
export const OrderMoveBody = z.object({
  status: OrderStatusName,
  note: plainText().trim().max(300).optional(),
});

const TierName = z.enum(['Fan', 'Premium', 'Elite']);
export const MembershipResponse = z.object({
  cardName: z.string(),
  standing: z.object({
    tier: TierName,
    spend: z.number().int(),
    next: z
      .object({ tier: TierName, minSpend: z.number().int(), missing: z.number().int() })
      .nullable(),
    progress: z.number().int(),
    pointsPercent: z.number().int(),
  }),
  tiers: z.array(
    z.object({
      tier: TierName,
      minSpend: z.number().int(),
      pointsPercent: z.number().int(),
      cardPriceWithoutCard: z.boolean(),
    }),
  ),
  minorPerPoint: z.number().int(),
  currency: z.string(),
  points: z.object({
    balance: z.number().int(),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    movements: z.array(
      z.object({
        kind: z.enum(['earned', 'reversed']),
        points: z.number().int(),
        orderId: z.string().nullable(),
        orderNumber: z.string().nullable(),
        at: z.string(),
      }),
    ),
  }),
});
export type MembershipResponse = z.infer<typeof MembershipResponse>;

/** The lookup's captcha: solve it in the browser, send the solution with the lookup. */
export const CaptchaChallengeResponse = z.object({
  required: z.boolean(),
  challenge: z
    .object({
      algorithm: z.literal('SHA-256'),
      challenge: z.string(),
      maxNumber: z.number().int(),
      salt: z.string(),
      signature: z.string(),
    })
    .nullable(),
});
export type CaptchaChallengeResponse = z.infer<typeof CaptchaChallengeResponse>;

export const LookupBody = z.object({
  siteId: z.string().regex(/^[a-z]{2,12}$/),
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/),
  email: z.string().trim().max(254).email(),
  /** The captcha's solution (base64 JSON), where the site asks for one. */
  captcha: z.string().max(1000).optional(),
});
export type LookupBody = z.infer<typeof LookupBody>;

/**
 * A guest's lookup answer: what the order-status page shows and no more. Whoever knows a number
 * and its e-mail learns how the order goes (status, lines, totals, dates, how each line comes
 * and from which store, the delivery's place), never the street, the number, the tax id, the
 * contact or the payment; the owner's own read (OrderResponse) keeps those.
 */
export const OrderLookupResponse = z.object({
  orderNumber: z.string(),
  siteId: z.string(),
  status: OrderStatusName,
  currency: z.string(),
  totals: OrderTotals,
  lines: z.array(
    OrderLine.pick({
      lineId: true,
      parentLineId: true,
      kind: true,
      name: true,
      quantity: true,
      coverage: true,
      total: true,
      deliveryMethod: true,
      store: true,
      deliveryDate: true,
    }),
  ),
  /** A home delivery's place (comuna, city and region as the address names it), else null. */
  deliveryPlace: z.string().nullable(),
  history: z.array(z.object({ status: OrderStatusName, at: z.string() })),
  createdAt: z.string(),
});
export type OrderLookupResponse = z.infer<typeof OrderLookupResponse>;
