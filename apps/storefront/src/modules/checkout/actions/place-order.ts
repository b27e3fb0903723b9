'use server';

import { createHash, randomUUID } from 'node:crypto';
import type { CartResponse } from '@fierro/commerce/contract';
import { checkoutChallengeUrl, checkoutUrl, orderConfirmationUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { redirect } from 'next/navigation';
import { paymentOptions, placeOrder, readCart } from '../../../lib/commerce/checkout';
import { type CommerceError, commerceErrors } from '../../../lib/commerce/gateway';
import { formatPrice } from '../../../lib/format/price';
import { checkoutTranslator } from '../messages';
import {
  attemptFor,
  type CheckoutState,
  orderBodyOf,
  progressOf,
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
  if (cart.error?.status === 404) redirect(checkoutUrl(tenant));
  if (!cart.data || !options.data) {
    return refusal(tenant, 'review', {
      kind: 'error',
      message: t('review.unavailable'),
      retry: true,
    });
  }
  const { current } = progressOf(tenant, state, cart.data, options.data);
  const body = Number.isSafeInteger(expectedTotal)
    ? orderBodyOf(tenant, state, cart.data, expectedTotal)
    : null;
  if (current !== 'review' || !body) redirect(checkoutUrl(tenant));

  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  let attempt = attemptFor(state.attempt, hash, () => `chk-${randomUUID()}`);
  await writeState(tenant, { ...state, attempt });
  let answer = await placeOrder(tenant, body, attempt.key);
  if (commerceErrors(answer.error)[0]?.code === 'IDEMPOTENCY_KEY_REUSED') {
    // The key was spent on another body (an answer this browser never got): a new attempt.
    attempt = { key: `chk-${randomUUID()}`, hash };
    await writeState(tenant, { ...state, attempt });
    answer = await placeOrder(tenant, body, attempt.key);
  }

  const order = answer.data;
  if (order) {
    if (order.status === 'PAYMENT_PENDING' && order.challengeId) {
      // The order holds the cart until the bank answers; a failed challenge gives it back.
      // Kept, so a shopper who goes back from the bank's page finds the way to it again.
      const challenge = { orderId: order.orderId, token: order.accessToken };
      await writeState(tenant, { ...withoutCard(state), challenge });
      redirect(checkoutChallengeUrl(tenant, order.orderId, order.accessToken));
    }
    await forgetCheckout(tenant);
    redirect(orderConfirmationUrl(tenant, order.orderId, order.accessToken));
  }
  return refused(tenant, state, answer.error, expectedTotal, cart.data);
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
    await writeState(tenant, withoutCard(state));
    redirect(`${checkoutUrl(tenant)}?notice=PAYMENT_DECLINED`);
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
      const money = (n: number) => formatPrice(n, tenant, cart.currency);
      return refusal(tenant, 'review', {
        kind: 'totalChanged',
        total: totals.total,
        shown: {
          previous: money(expectedTotal),
          subtotal: money(totals.subtotal),
          savings: money(totals.savings),
          // As the summary beside it says it: free when shipped home and nothing to pay.
          delivery:
            totals.delivery === 0 && shipsHome(cart) ? t('summary.free') : money(totals.delivery),
          total: money(totals.total),
        },
      });
    }
  }
  if (code === 'CART_NOT_FOUND') redirect(checkoutUrl(tenant));
  if (CART_CODES.has(code)) {
    return refusal(tenant, 'review', {
      kind: 'error',
      message: first?.message ?? t('review.unavailable'),
      cart: true,
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
