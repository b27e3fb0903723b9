import {
  type CartResponse,
  PAYMENT_METHODS,
  type PaymentMethodName,
  type PaymentOptionsResponse,
  type PlaceOrderBody,
} from '@fierro/commerce/contract';
import { addressSchema, contactSchema, fiscalDocumentSchema } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { z } from 'zod';

/**
 * What the checkout keeps between its steps (issue 22), so each step survives a reload: the
 * contact, the delivery address, the fiscal document and the chosen payment, in a short-lived
 * HttpOnly cookie (state-cookie.ts). Never a card's number or code: only the gateway's token and
 * the brand and last four it answered. Pure: the rules of which step is next, and the order's
 * body, live here with their tests.
 */
export const CHECKOUT_STEPS = ['contact', 'delivery', 'fiscal', 'payment', 'review'] as const;
export type StepId = (typeof CHECKOUT_STEPS)[number];

const text = (max: number) => z.string().max(max);
const maybe = (max: number) => text(max).nullable().default(null);

export const CheckoutState = z.object({
  cartId: z.string().uuid(),
  contact: z
    .object({
      email: text(254),
      firstName: text(80),
      lastName: text(80),
      phone: text(30),
      document: z.object({ type: text(10), number: text(30) }),
    })
    .optional(),
  delivery: z
    .object({
      /** Only for a home delivery: the address's place and street. */
      locationId: maybe(40),
      zipCode: maybe(10),
      street: maybe(120),
      number: maybe(20),
      apartment: maybe(40),
    })
    .optional(),
  fiscal: z
    .object({
      kind: text(30),
      taxId: maybe(30),
      businessName: maybe(120),
      businessActivity: maybe(120),
    })
    .optional(),
  payment: z
    .object({
      method: z.enum(PAYMENT_METHODS),
      token: text(80).optional(),
      brand: text(20).optional(),
      last4: text(4).optional(),
      installments: z.number().int().min(1).max(48),
      promotionId: maybe(40),
    })
    .optional(),
  /** The placement attempt: its Idempotency-Key, and the hash of the body it was first sent with. */
  attempt: z.object({ key: text(100), hash: text(64).nullable() }).optional(),
  /** An order waiting for the bank's 3-D Secure check (it holds the cart): the way back to it. */
  challenge: z.object({ orderId: z.string().uuid(), token: text(100).optional() }).optional(),
  /**
   * Whose steps these are: a digest of the signed-in account that saved them, null for a guest
   * (absent in a cookie written before it was kept: unknown). Another account's steps, its card
   * token above all, are never used.
   */
  account: text(64).nullable().optional(),
});
export type CheckoutState = z.infer<typeof CheckoutState>;

export const encodeState = (state: CheckoutState) =>
  Buffer.from(JSON.stringify(state)).toString('base64url');

/** The state a cookie holds, whatever its cart, or null when it is missing or tampered with. */
export function decodeSavedState(value: string | undefined): CheckoutState | null {
  if (!value) return null;
  try {
    const parsed = CheckoutState.safeParse(
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The state a cookie holds, or null when it is missing, tampered with or for another cart. */
export function decodeState(value: string | undefined, cartId: string): CheckoutState | null {
  const state = decodeSavedState(value);
  return state?.cartId === cartId ? state : null;
}

/** What changed since the steps were saved: the cart checked out, or the account buying. */
export type StateChange = 'cart' | 'account' | null;

const holdsSteps = (s: CheckoutState) => !!(s.contact || s.delivery || s.fiscal || s.payment);

/**
 * The saved steps that still apply to this cart and this shopper (`account`: the digest of the
 * signed-in account, null for a guest, undefined when it could not be told). Another cart's steps
 * (a sign-in merged the cart, another shopper's cart came in) or another account's are dropped,
 * and `changed` says which, so the page says so instead of starting over silently.
 */
export function checkoutStateOf(
  saved: CheckoutState | null,
  cartId: string,
  account: string | null | undefined,
): { state: CheckoutState | null; changed: StateChange } {
  if (!saved) return { state: null, changed: null };
  if (saved.cartId !== cartId) return { state: null, changed: holdsSteps(saved) ? 'cart' : null };
  if (account !== undefined && saved.account !== undefined && saved.account !== account) {
    return { state: null, changed: holdsSteps(saved) ? 'account' : null };
  }
  return { state: saved, changed: null };
}

/**
 * Whether the signed-in session that saved the steps has ended (signed out in another tab, or
 * expired): the steps were an account's and the shopper is a guest now. Its cart answers a guest
 * 404, which is no empty cart: signing in again brings it back.
 */
export const sessionEnded = (saved: CheckoutState | null, account: string | null | undefined) =>
  typeof saved?.account === 'string' && account === null;

type CheckoutTenant = Pick<
  Tenant,
  'country' | 'lang' | 'businessOnly' | 'isZipCodeCountry' | 'storeCard'
>;

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/** Whether a line is shipped to an address (the rest are collected or bought at a store). */
export const shipsHome = (cart: Pick<CartResponse, 'lines'>) =>
  cart.lines.some((l) => l.deliveryMethod === 'homeDelivery');

/** The place a home delivery goes to, as the order checks it: the cart's location. */
export function addressMatchesCart(
  tenant: Pick<Tenant, 'isZipCodeCountry'>,
  delivery: NonNullable<CheckoutState['delivery']>,
  cart: Pick<CartResponse, 'location'>,
) {
  return tenant.isZipCodeCountry
    ? digits(delivery.zipCode) !== '' && digits(delivery.zipCode) === digits(cart.location?.zipCode)
    : !!delivery.locationId && delivery.locationId === cart.location?.locationId;
}

/** An address as the order takes it: a place (location or zip code), street and number. */
export interface AddressParts {
  locationId?: string | undefined;
  zipCode?: string | undefined;
  street: string;
  number: string;
  apartment?: string | null | undefined;
}

/** A saved delivery as an address the order takes, or null when it is not a valid one. */
function savedAddress(
  tenant: CheckoutTenant,
  delivery: NonNullable<CheckoutState['delivery']>,
): AddressParts | null {
  const parsed = addressSchema(tenant).safeParse({
    ...(delivery.locationId ? { locationId: delivery.locationId } : {}),
    ...(delivery.zipCode ? { zipCode: delivery.zipCode } : {}),
    street: delivery.street ?? '',
    number: delivery.number ?? '',
    apartment: delivery.apartment,
  });
  return parsed.success ? parsed.data : null;
}

/** The delivery address of the state, as the order takes it (null: none needed or none valid). */
export function addressOf(
  tenant: CheckoutTenant,
  state: CheckoutState,
  cart: CartResponse,
): AddressParts | null {
  if (!state.delivery || !shipsHome(cart)) return null;
  const address = savedAddress(tenant, state.delivery);
  return address && addressMatchesCart(tenant, state.delivery, cart) ? address : null;
}

/** Whether the saved payment is one this cart may be paid with now. */
export function paymentValid(
  payment: CheckoutState['payment'],
  options: Pick<PaymentOptionsResponse, 'methods' | 'bankPromotions' | 'storeCard'>,
): boolean {
  if (!payment || !options.methods.includes(payment.method)) return false;
  if (payment.method === 'payAtStore') return true;
  if (!payment.token) return false;
  if (payment.promotionId) {
    return options.bankPromotions.some(
      (p) => p.promotionId === payment.promotionId && p.months === payment.installments,
    );
  }
  const max = payment.method === 'storeCard' ? (options.storeCard?.maxInstallments ?? 1) : 1;
  return payment.installments <= max;
}

/** Which steps are done, and the one to show open. */
export function progressOf(
  tenant: CheckoutTenant,
  state: CheckoutState | null,
  cart: CartResponse,
  options: Pick<PaymentOptionsResponse, 'methods' | 'bankPromotions' | 'storeCard'>,
  edit?: string | null,
): { done: Record<StepId, boolean>; current: StepId } {
  const done: Record<StepId, boolean> = {
    contact: !!state?.contact && contactSchema(tenant).safeParse(state.contact).success,
    delivery:
      !!state?.delivery && (shipsHome(cart) ? addressOf(tenant, state, cart) !== null : true),
    fiscal: !!state?.fiscal && fiscalDocumentSchema(tenant).safeParse(state.fiscal).success,
    payment: paymentValid(state?.payment, options),
    review: false,
  };
  const firstOpen = CHECKOUT_STEPS.find((s) => !done[s]) ?? 'review';
  const open = CHECKOUT_STEPS.indexOf(firstOpen);
  const wanted = CHECKOUT_STEPS.indexOf(edit as StepId);
  // A step may be reopened once every step before it is done.
  return { done, current: wanted >= 0 && wanted < open ? CHECKOUT_STEPS[wanted]! : firstOpen };
}

/** The total the shopper is shown for the chosen method (the store card pays its card prices). */
export const expectedTotalOf = (
  method: PaymentMethodName,
  options: Pick<PaymentOptionsResponse, 'totals'>,
) =>
  method === 'storeCard' ? (options.totals.storeCard ?? options.totals.card) : options.totals.card;

/** The order's body from the saved steps (commerce checks every field again). */
export function orderBodyOf(
  tenant: CheckoutTenant,
  state: CheckoutState,
  cart: CartResponse,
  expectedTotal: number,
): PlaceOrderBody | null {
  const address = addressOf(tenant, state, cart);
  if (shipsHome(cart) && !address) return null;
  return bodyOf(state, cart.cartId, address, expectedTotal);
}

/**
 * The body an attempt was sent with, built again without its cart: the cart is gone once the
 * attempt's own order closed it (a second click, a duplicate post, an answer that never came
 * back), and commerce answers that order only to the same key and the same body. A home
 * delivery's saved address has a street (a delivery collected at a store saves none), and it was
 * checked against the cart when saved.
 */
export function resentBodyOf(
  tenant: CheckoutTenant,
  state: CheckoutState,
  expectedTotal: number,
): PlaceOrderBody | null {
  const delivery = state.delivery;
  if (!delivery) return null;
  const address = delivery.street ? savedAddress(tenant, delivery) : null;
  if (delivery.street && !address) return null;
  return bodyOf(state, state.cartId, address, expectedTotal);
}

function bodyOf(
  state: CheckoutState,
  cartId: string,
  address: AddressParts | null,
  expectedTotal: number,
): PlaceOrderBody | null {
  const { contact, fiscal, payment } = state;
  if (!contact || !fiscal || !payment) return null;
  return {
    cartId,
    contact,
    delivery: address
      ? {
          address: {
            ...(address.locationId ? { locationId: address.locationId } : {}),
            ...(address.zipCode ? { zipCode: address.zipCode } : {}),
            street: address.street,
            number: address.number,
            apartment: address.apartment ?? null,
          },
          ...(address.zipCode ? { zipCode: address.zipCode } : {}),
        }
      : {},
    fiscalDocument: fiscal,
    payment: {
      method: payment.method,
      ...(payment.token ? { token: payment.token } : {}),
      installments: payment.installments,
      promotionId: payment.promotionId,
    },
    expectedTotal,
  };
}

/**
 * The Idempotency-Key of a placement: the attempt's own key while its body is the same (a retry
 * after a time-out, a second click, a reload that sends the form again), a new one for a new
 * attempt (another card, a confirmed new total).
 */
export function attemptFor(
  attempt: CheckoutState['attempt'],
  hash: string,
  newKey: () => string,
): NonNullable<CheckoutState['attempt']> {
  if (attempt && (attempt.hash === null || attempt.hash === hash))
    return { key: attempt.key, hash };
  return { key: newKey(), hash };
}
