'use server';

import { PAYMENT_METHODS } from '@fierro/commerce/contract';
import { cardBrand, cardSchema, checkoutUrl } from '@fierro/domain';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { paymentOptions, tokenizeCard } from '../../../lib/commerce/checkout';
import { commerceErrors } from '../../../lib/commerce/gateway';
import { fieldErrorsOf, fieldsOf } from '../form-data';
import { checkoutTranslator } from '../messages';
import { writeState } from '../state-cookie';
import { answer, genericError, nextStepUrl, stepContext } from './context';
import type { StepResult } from './step-result';

const CARD_FIELDS = ['card.number', 'card.expiry', 'card.cvv', 'card.holder'] as const;

/**
 * Step 4: how the shopper pays. A card's fields go once, from here, to the gateway's
 * tokenisation; the checkout keeps only the token, brand and last four it answers. Nothing of the
 * card is logged, kept or sent back to the page. Installments are a bank promotion that covers
 * the cart (`p:{id}`) or the store card's months.
 */
export async function savePayment(_prev: StepResult, data: FormData): Promise<StepResult> {
  const ctx = await stepContext(data);
  if ('error' in ctx) {
    if (ctx.error === 'NO_CART' && ctx.tenant) redirect(checkoutUrl(ctx.tenant));
    return { ok: false, formError: genericError(ctx.tenant) };
  }
  const { tenant, cartId, state } = ctx;
  const t = checkoutTranslator(tenant);
  const { data: options } = await paymentOptions(tenant, cartId);
  if (!options) return answer(tenant, 'payment', { ok: false, formError: genericError(tenant) });

  const methodValue = data.get('method');
  const installmentsValue = String(data.get('installments') ?? '1');
  const values = { method: methodValue, installments: installmentsValue };
  const method = z.enum(PAYMENT_METHODS).safeParse(methodValue);
  if (!method.success || !options.methods.includes(method.data)) {
    return answer(tenant, 'payment', { ok: false, fieldErrors: { method: t('choose') }, values });
  }
  const { attempt: _attempt, ...rest } = state;
  if (method.data === 'payAtStore') {
    await writeState(tenant, {
      ...rest,
      payment: { method: 'payAtStore', installments: 1, promotionId: null },
    });
    redirect(nextStepUrl(tenant, 'payment'));
  }

  let installments = 1;
  let promotionId: string | null = null;
  if (installmentsValue.startsWith('p:') && method.data === 'card') {
    const promo = options.bankPromotions.find((p) => `p:${p.promotionId}` === installmentsValue);
    if (!promo)
      return answer(tenant, 'payment', {
        ok: false,
        fieldErrors: { installments: t('choose') },
        values,
      });
    installments = promo.months;
    promotionId = promo.promotionId;
  } else {
    const max = method.data === 'storeCard' ? (options.storeCard?.maxInstallments ?? 1) : 1;
    installments = Number(installmentsValue);
    if (!Number.isInteger(installments) || installments < 1 || installments > max) {
      return answer(tenant, 'payment', {
        ok: false,
        fieldErrors: { installments: t('choose') },
        values,
      });
    }
  }

  const card = cardSchema(tenant.lang, new Date()).safeParse(
    fieldsOf(data, CARD_FIELDS).card ?? {},
  );
  if (!card.success) {
    return answer(tenant, 'payment', {
      ok: false,
      fieldErrors: fieldErrorsOf(card.error.issues, 'card'),
      values,
    });
  }
  const storeCardName = options.storeCard?.name ?? '';
  if (
    method.data === 'storeCard' &&
    cardBrand(card.data.number).toUpperCase() !== storeCardName.toUpperCase()
  ) {
    return answer(tenant, 'payment', {
      ok: false,
      fieldErrors: { 'card.number': t('payment.notStoreCard', { name: storeCardName }) },
      values,
    });
  }
  const token = await tokenizeCard(tenant, card.data);
  if (!token.data) {
    const refused = commerceErrors(token.error).filter((e) => e.field);
    if (refused.length > 0) {
      return answer(tenant, 'payment', {
        ok: false,
        fieldErrors: Object.fromEntries(refused.map((e) => [`card.${e.field}`, e.message])),
        values,
      });
    }
    return answer(tenant, 'payment', { ok: false, formError: genericError(tenant), values });
  }
  // A bank's promotion is for that bank's cards: said here, beside the number, not at "Pagar".
  const promo = options.bankPromotions.find((p) => p.promotionId === promotionId);
  if (promo && token.data.issuer !== promo.bank) {
    return answer(tenant, 'payment', {
      ok: false,
      fieldErrors: { 'card.number': t('payment.promotionNotForCard', { bank: promo.bank }) },
      values,
    });
  }
  await writeState(tenant, {
    ...rest,
    payment: {
      method: method.data,
      token: token.data.token,
      brand: token.data.brand,
      last4: token.data.last4,
      installments,
      promotionId,
    },
  });
  redirect(nextStepUrl(tenant, 'payment'));
}
