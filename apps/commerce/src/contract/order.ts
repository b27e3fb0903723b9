import { z } from 'zod';
import { CartDeliveryMethod, CartResponse, StoreRef } from './cart';
import { ApiError } from './common';

/**
 * The order contract (issue 22): what any client (the storefront, an app, a kiosk) sends to place
 * an order and what it gets back. Only shapes and bounds here; the country's rules (documents,
 * check digits, address by location or zip code) are @fierro/domain's, applied for the cart's
 * site. Amounts are never taken from the request: `expectedTotal` is only compared.
 */
const Text = (max: number) => z.string().max(max);

export const PAYMENT_METHODS = ['card', 'storeCard', 'payAtStore', 'creditLine'] as const;
export const PaymentMethodName = z.enum(PAYMENT_METHODS);
export type PaymentMethodName = z.infer<typeof PaymentMethodName>;

export const PlaceOrderBody = z.object({
  cartId: z.string().uuid(),
  contact: z.object({
    email: Text(254),
    firstName: Text(80),
    lastName: Text(80),
    phone: Text(30),
    document: z.object({ type: Text(10), number: Text(30) }),
  }),
  delivery: z
    .object({
      address: z
        .object({
          locationId: Text(40).optional(),
          zipCode: Text(10).optional(),
          street: Text(120),
          number: Text(20),
          apartment: Text(40).nullable().optional(),
        })
        .optional(),
      zipCode: Text(10).optional(),
    })
    .default({}),
  fiscalDocument: z.object({
    kind: Text(30),
    taxId: Text(30).nullable().optional(),
    businessName: Text(120).nullable().optional(),
    businessActivity: Text(120).nullable().optional(),
  }),
  payment: z.object({
    method: PaymentMethodName,
    token: z
      .string()
      .regex(/^[\w-]{8,80}$/)
      .optional(),
    installments: z.number().int().min(1).max(48).optional(),
    promotionId: Text(40).nullable().optional(),
  }),
  expectedTotal: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;

export const ORDER_STATUSES = [
  'CREATED',
  'PAYMENT_PENDING',
  'PAID',
  'PREPARING',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'PICKED_UP',
  'CANCELLED',
] as const;
export const OrderStatusName = z.enum(ORDER_STATUSES);

export const OrderLine = z.object({
  lineId: z.number().int(),
  parentLineId: z.number().int().nullable(),
  kind: z.enum(['PRODUCT', 'WARRANTY', 'SERVICE']),
  skuId: z.string(),
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /**
   * m² one box covers when the line is sold by the box (its quantity counts boxes). Absent from
   * answers an idempotency key stored before the field (kept 24 h): read as not by the box.
   */
  coverage: z.number().positive().nullable().default(null),
  unitPrice: z.number().int(),
  priceType: z.string(),
  total: z.number().int(),
  saving: z.number().int(),
  promotionId: z.string().nullable(),
  deliveryMethod: CartDeliveryMethod.nullable(),
  storeId: z.string().nullable(),
  /** The store that hands the line over (pickup, buy at store), as it is now. */
  store: StoreRef.nullable(),
  deliveryDate: z.object({ dateFrom: z.string(), dateTo: z.string() }).nullable(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderTotals = z.object({
  subtotal: z.number().int(),
  savings: z.number().int(),
  delivery: z.number().int(),
  total: z.number().int(),
});

export const OrderResponse = z.object({
  orderId: z.string().uuid(),
  orderNumber: z.string(),
  siteId: z.string(),
  status: OrderStatusName,
  currency: z.string(),
  totals: OrderTotals,
  paymentMethod: PaymentMethodName,
  payment: z.object({
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    installments: z.number().int().nullable(),
    promotionId: z.string().nullable(),
  }),
  /** Pay at store: the code shown at the till, and when the unpaid order is cancelled. */
  paymentCode: z.string().nullable(),
  paymentDueAt: z.string().nullable(),
  /** A 3-D Secure challenge to complete before the order is paid. */
  challengeId: z.string().nullable(),
  /** Only in the placement's answer: the guest's key to this order (the confirmation link). */
  accessToken: z.string().optional(),
  contact: z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }),
  deliveryAddress: z
    .object({
      label: z.string(),
      street: z.string(),
      number: z.string(),
      apartment: z.string().nullable(),
    })
    .nullable(),
  fiscalDocument: z.object({
    kind: z.string(),
    taxId: z.string().nullable(),
    /** A company's document: its legal name (razón social) and line of business (Chile's giro). */
    businessName: z.string().nullable(),
    businessActivity: z.string().nullable(),
  }),
  lines: z.array(OrderLine),
  history: z.array(z.object({ status: OrderStatusName, at: z.string() })),
  createdAt: z.string(),
});
export type OrderResponse = z.infer<typeof OrderResponse>;

/** A refused placement: the reason, and what the shopper must see again. */
export const OrderErrorResponse = z.object({
  errors: z.array(
    ApiError.extend({
      skuId: z.string().optional(),
      available: z.number().int().optional(),
    }),
  ),
  totals: CartResponse.shape.totals.optional(),
  cart: CartResponse.optional(),
  order: OrderResponse.optional(),
});

/**
 * The cardholder's answer on the TEST gateway's stand-in for an issuer's 3-D Secure page
 * (`POST /payments/v1/test-gateway/challenges/{challengeId}`). The order then asks the gateway
 * how it ended (`POST /checkout/v1/orders/{orderId}/challenge`, no body).
 */
export const TestChallengeAnswer = z.object({ passed: z.boolean() });
export const TestChallengeResult = z.object({
  challengeId: z.string(),
  status: z.enum(['authorized', 'declined']),
});

export const TokenizeBody = z.object({
  number: Text(30),
  expiry: Text(7),
  cvv: Text(4),
  holder: Text(80),
});
export const TokenResponse = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** The card's bank, as a gateway tells it by the number's BIN (null: not one we know). */
  issuer: z.string().nullable(),
});

/** A bank's installment plan that applies to the whole cart (what `payment.promotionId` names). */
export const CartBankPromotion = z.object({
  promotionId: z.string(),
  title: z.string(),
  bank: z.string(),
  months: z.number().int().positive(),
  /** Interest-free (Mexico's meses sin intereses, cuotas sin interés). */
  interestFree: z.boolean(),
  /** Every installment but the last; the last takes the rounding. */
  monthlyAmount: z.number().int().nonnegative(),
  lastAmount: z.number().int().nonnegative(),
  /** What the shopper pays in all (the card total when interest-free). */
  total: z.number().int().nonnegative(),
  /** The monthly interest rate of a plan with interest (0.0199 = 1.99 %), said beside it. */
  monthlyRate: z.number().nonnegative().optional(),
});
export type CartBankPromotion = z.infer<typeof CartBankPromotion>;

/** Answer of `GET /checkout/v1/carts/{cartId}/payment-options`: how this cart may be paid. */
export const PaymentOptionsResponse = z.object({
  cartId: z.string().uuid(),
  currency: z.string(),
  /** The methods the order would accept for this cart (its sites and its lines' delivery). */
  methods: z.array(PaymentMethodName),
  /** The total to expect per method: the store card pays its card prices. */
  totals: z.object({ card: z.number().int(), storeCard: z.number().int().nullable() }),
  storeCard: z
    .object({ name: z.string(), maxInstallments: z.number().int().positive() })
    .nullable(),
  /** Bank promotions covering every line of the cart at its card total, longest first. */
  bankPromotions: z.array(CartBankPromotion),
  /** Pay at store: hours the order waits for its payment. */
  payAtStoreHours: z.number().int().positive(),
});
export type PaymentOptionsResponse = z.infer<typeof PaymentOptionsResponse>;
