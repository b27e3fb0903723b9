'use server';

import { createHash, randomUUID } from 'node:crypto';
import { CartResponse, type OrderResponse, type PlaceOrderBody } from '@fierro/commerce/contract';
import { checkoutChallengeUrl, checkoutUrl, orderConfirmationUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { redirect } from 'next/navigation';
import { paymentOptions, placeOrder, readCart } from '../../../lib/commerce/checkout';
import { type CommerceError, commerceErrors } from '../../../lib/commerce/gateway';
import { formatPrice } from '../../../lib/format/price';
import { checkoutTranslator } from '../messages';
import {
  blockingNotices,
  type LineNotice,
  noticeText,
  priceChanges,
  priceChangeText,
} from '../notices';
import {
  attemptFor,
  type CheckoutState,
  orderBodyOf,
  progressOf,
  resentBodyOf,
  type StepId,
  shipsHome,
} from '../state';
import { forgetCheckout, writeState } from '../state-cookie';
import { answer as refusal, stepContext } from './context';
import type { PlaceResult } from './place-result';

/** The step whose field commerce refused (`contact.document.number` is the contact's). */
const STEP_OF_FIELD: Array<[string, StepId]> = [
  ['contact', 'contact'],
  ['delivery', 'delivery'],
  ['fiscalDocument', 'fiscal'],
  ['payment', 'payment'],
];

const CART_CODES = new Set([
  'OUT_OF_STOCK',
  'CART_NOT_READY',
  'CART_CHANGED',
  'CART_EMPTY',
  'ADDRESS_OUTSIDE_LOCATION',
]);

const TotalsOf = (extra: Record<string, unknown> | undefined) => {
  const totals = extra?.totals as Record<string, unknown> | undefined;
  const n = (k: string) => (typeof totals?.[k] === 'number' ? (totals[k] as number) : null);
  const total = n('total');
  return total === null
    ? null
    : {
        subtotal: n('subtotal') ?? 0,
        savings: n('savings') ?? 0,
        delivery: n('delivery') ?? 0,
        total,
      };
};

const withoutAttempt = ({ attempt: _a, ...rest }: CheckoutState): CheckoutState => rest;
/** The token was spent on a refused payment: the shopper enters a card again (method kept). */
const withoutCard = (state: CheckoutState): CheckoutState => {
  const { attempt: _a, payment, ...rest } = state;
  if (!payment) return rest;
  const { token: _t, brand: _b, last4: _l, ...kept } = payment;
  return { ...rest, payment: kept };
};

/** At most this many lines are named in an answer (a cookie carries it without the script). */
const NAMED_LINES = 6;

const hashOf = (body: PlaceOrderBody) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * A new attempt's Idempotency-Key: one per cart and body, so the same form sent twice at once
 * (a double click without the script, two tabs) is one attempt even before either answer has
 * saved its key in the cookie: commerce places the order once and answers it to each.
 */
const keyOf = (cartId: string, hash: string) =>
  `chk-${createHash('sha256').update(`${cartId}:${hash}`).digest('hex').slice(0, 40)}`;

/** The cart commerce answered beside a refusal (OUT_OF_STOCK, TOTAL_CHANGED), if it did. */
const cartOfAnswer = (error: CommerceError): CartResponse | null =>
  error.kind === 'status' ? (CartResponse.safeParse(error.extra?.cart).data ?? null) : null;

/** Lines that stop the order, each named with what is wrong ("... ya no se vende"). */
const cartRefusal = (tenant: Tenant, lines: LineNotice[]): PlaceResult => {
  const t = checkoutTranslator(tenant);
  return {
    kind: 'error',
    message: t('review.cartRefused'),
    cart: true,
    lines: lines.slice(0, NAMED_LINES).map((l) => noticeText(tenant, t, l)),
  };
};

/**
 * Places the order (issue 22). The body is built from the saved steps and the total the shopper
 * was shown; the attempt's Idempotency-Key is saved before the call, so a retry of the same
 * attempt (a time-out, a second click, the form sent again) can never make a second order or a
 * second charge. Paid or waiting at the store: the confirmation; a 3-D Secure challenge: our
 * challenge page; declined: back to the payment step with the cart as it was; a changed total:
 * the new totals, to confirm.
 */
export async function placeOrderAction(_prev: PlaceResult, data: FormData): Promise<PlaceResult> {
  const ctx = await stepContext(data);
  if ('error' in ctx) {
    if (ctx.tenant) redirect(checkoutUrl(ctx.tenant));
    return { kind: 'error', message: 'Error', retry: true };
  }
  const { tenant, cartId, state } = ctx;
  const t = checkoutTranslator(tenant);
  const expectedTotal = Number(data.get('expectedTotal'));
  const [cart, options] = await Promise.all([
    readCart(tenant, cartId),
    paymentOptions(tenant, cartId),
  ]);
  if (cart.error?.status === 404) {
    // Gone, most often closed by this very attempt's order (a second click, the same form sent
    // twice at once, an answer that never came back): commerce answers that order again to the
    // same key and body. Otherwise the page says why (a session that ended, nothing to pay).
    const again = await resend(tenant, state, expectedTotal);
    if (again) return again;
    redirect(checkoutUrl(tenant));
  }
  if (!cart.data || !options.data) {
    return refusal(tenant, 'review', {
      kind: 'error',
      message: t('review.unavailable'),
      retry: true,
    });
  }
  // A line commerce would refuse (no longer sold, beyond its stock, no store), named, with
  // nothing sent: the page said so before Pay, unless the cart changed since it was shown.
  const blocking = blockingNotices(cart.data);
  if (blocking.length > 0) return refusal(tenant, 'review', cartRefusal(tenant, blocking));
  const { current } = progressOf(tenant, state, cart.data, options.data);
  const body = Number.isSafeInteger(expectedTotal)
    ? orderBodyOf(tenant, state, cart.data, expectedTotal)
    : null;
  if (current !== 'review' || !body) redirect(checkoutUrl(tenant));

  const hash = hashOf(body);
  let attempt = attemptFor(state.attempt, hash, () => keyOf(cartId, hash));
  await writeState(tenant, { ...state, attempt });
  let answer = await placeOrder(tenant, body, attempt.key);
  if (commerceErrors(answer.error)[0]?.code === 'IDEMPOTENCY_KEY_REUSED') {
    // The key was spent on another body (an answer this browser never got): a new attempt.
    attempt = { key: `chk-${randomUUID()}`, hash };
    await writeState(tenant, { ...state, attempt });
    answer = await placeOrder(tenant, body, attempt.key);
  }

  if (answer.data) return placed(tenant, state, answer.data);
  return refused(tenant, state, answer.error, expectedTotal, cart.data);
}

/** The order is taken: the bank's check, or its confirmation. */
async function placed(tenant: Tenant, state: CheckoutState, order: OrderResponse): Promise<never> {
  if (order.status === 'PAYMENT_PENDING' && order.challengeId) {
    // The order holds the cart until the bank answers; a failed challenge gives it back.
    // Kept, so a shopper who goes back from the bank's page finds the way to it again.
    const challenge = { orderId: order.orderId, token: order.accessToken };
    await writeState(tenant, { ...withoutCard(state), challenge });
    redirect(checkoutChallengeUrl(tenant, order.orderId, order.accessToken));
  }
  await forgetCheckout(tenant);
  // A signed-in shopper's order answers to their session: no key to it in the address bar, where
  // the browser's history would keep it after a sign-out. A guest's link carries theirs.
  const signedIn = typeof state.account === 'string';
  redirect(orderConfirmationUrl(tenant, order.orderId, signedIn ? undefined : order.accessToken));
}

/**
 * The attempt sent again once its cart can no longer be read: the same body from the saved steps
 * and the same key (the saved attempt's, or the one the body makes), so commerce answers the
 * order that closed the cart. Null when there is none to answer (another order closed it, the
 * cart is another account's): the page then says why.
 */
async function resend(
  tenant: Tenant,
  state: CheckoutState,
  expectedTotal: number,
): Promise<PlaceResult | null> {
  const body = Number.isSafeInteger(expectedTotal)
    ? resentBodyOf(tenant, state, expectedTotal)
    : null;
  if (!body) return null;
  const hash = hashOf(body);
  const attempt = attemptFor(state.attempt, hash, () => keyOf(state.cartId, hash));
  const answer = await placeOrder(tenant, body, attempt.key);
  if (answer.data) return placed(tenant, state, answer.data);
  const [first] = commerceErrors(answer.error);
  const { error } = answer;
  if (error.kind === 'thrown' || error.status >= 500 || first?.code === 'IDEMPOTENCY_IN_PROGRESS') {
    // That order is still being placed (its card with the bank): the same attempt in a moment.
    return refusal<PlaceResult>(tenant, 'review', {
      kind: 'error',
      message: first?.message ?? checkoutTranslator(tenant)('review.unavailable'),
      retry: true,
    });
  }
  return null;
}

async function refused(
  tenant: Tenant,
  state: CheckoutState,
  error: CommerceError,
  expectedTotal: number,
  cart: CartResponse,
): Promise<PlaceResult> {
  const t = checkoutTranslator(tenant);
  const [first] = commerceErrors(error);
  const code = first?.code ? String(first.code) : '';
  if (error.status === 402 || code === 'PAYMENT_TOKEN_UNKNOWN') {
    // A token that cannot pay (single-use, it expires) was never a decline: the card again.
    await writeState(tenant, withoutCard(state));
    redirect(
      `${checkoutUrl(tenant)}?notice=${error.status === 402 ? 'PAYMENT_DECLINED' : 'CARD_AGAIN'}`,
    );
  }
  if (error.kind === 'thrown' || error.status >= 500 || code === 'IDEMPOTENCY_IN_PROGRESS') {
    // Unknown outcome: the attempt (and its key) stays for the retry.
    return refusal(tenant, 'review', {
      kind: 'error',
      message: first?.message ?? t('review.unavailable'),
      retry: true,
    });
  }
  await writeState(tenant, withoutAttempt(state));
  if (code === 'TOTAL_CHANGED') {
    const totals = TotalsOf(error.kind === 'status' ? error.extra : undefined);
    if (totals) {
      // The panel shows the prices of commerce's answer, which it counts as seen: confirming them
      // is not refused again.
      const now = cartOfAnswer(error) ?? (await readCart(tenant, cart.cartId)).data ?? cart;
      const money = (n: number) => formatPrice(n, tenant, cart.currency);
      return refusal(tenant, 'review', {
        kind: 'totalChanged',
        total: totals.total,
        ...(totals.total === expectedTotal ? { sameTotal: true } : {}),
        shown: {
          previous: money(expectedTotal),
          subtotal: money(totals.subtotal),
          // The rows the summary beside it shows, as it says them: no saving of 0; a delivery
          // only when something is shipped (or costs), free when it costs nothing, unknown
          // before the cart has a place.
          savings: totals.savings > 0 ? money(totals.savings) : null,
          delivery:
            shipsHome(now) || totals.delivery > 0
              ? !now.location?.zoneId
                ? t('summary.deliveryUnknown')
                : totals.delivery > 0
                  ? money(totals.delivery)
                  : t('summary.free')
              : null,
          total: money(totals.total),
        },
        changes: priceChanges(now)
          .slice(0, NAMED_LINES)
          .map((c) => priceChangeText(tenant, t, c, now.currency)),
      });
    }
  }
  if (code === 'CART_NOT_FOUND') redirect(checkoutUrl(tenant));
  if (CART_CODES.has(code)) {
    // Which product, and what is wrong with it: from the cart commerce answered, else the cart
    // as it is now (stock taken meanwhile answers none).
    const now = cartOfAnswer(error) ?? (await readCart(tenant, cart.cartId)).data ?? cart;
    const blocking = blockingNotices(now);
    if (blocking.length > 0) return refusal(tenant, 'review', cartRefusal(tenant, blocking));
    // CART_NOT_READY names its lines by field (`cart.lines.3`).
    const named = commerceErrors(error).flatMap((e) => {
      const lineId = Number(/^cart\.lines\.(\d+)$/.exec(e.field ?? '')?.[1]);
      const line = now.lines.find((l) => l.lineId === lineId);
      return line ? [`${line.name}: ${e.message}`] : [];
    });
    return refusal(tenant, 'review', {
      kind: 'error',
      message:
        named.length > 0 ? t('review.cartRefused') : (first?.message ?? t('review.unavailable')),
      cart: true,
      ...(named.length > 0 ? { lines: named.slice(0, NAMED_LINES) } : {}),
    });
  }
  const field = first?.field ?? '';
  const step = STEP_OF_FIELD.find(([prefix]) => field.startsWith(prefix))?.[1];
  return refusal(tenant, 'review', {
    kind: 'error',
    message: first?.message ?? t('review.unavailable'),
    ...(step ? { step } : {}),
  });
}
