'use server';

import type { CaptchaChallengeResponse } from '@fierro/commerce/contract';
import { formatQuantity, orderNumberAsTyped } from '@fierro/domain';
import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { z } from 'zod';
import { formArgument } from '../../../lib/actions/form-argument';
import { lookupChallenge, lookupOrder } from '../../../lib/commerce/orders';
import { formatPrice } from '../../../lib/format/price';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { ordersTranslator } from '../messages';
import { momentOf } from '../view-model';

/** What the lookup form shows: messages, the order found, and the next captcha to solve. */
export interface LookupState {
  fields: Partial<Record<'orderNumber' | 'email' | 'captcha', string>>;
  form: string | null;
  values: { orderNumber: string; email: string };
  challenge: CaptchaChallengeResponse['challenge'];
  result: {
    orderNumber: string;
    status: string;
    statusLabel: string;
    total: string;
    history: Array<{ label: string; at: string; when: string }>;
    /** Each product as the shopper bought it: units, or boxes and the m² they cover. */
    lines: Array<{ key: number; text: string }>;
  } | null;
}

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

/** A fresh challenge for the next attempt (each solution answers once). */
export async function freshChallenge(tenant: Tenant) {
  return (await lookupChallenge(tenant)).data?.challenge ?? null;
}

/**
 * A guest's order lookup (issue 23): order number and e-mail, and where the site asks for it the
 * proof-of-work captcha's solution; commerce checks it, spends it and limits attempts per address.
 */
export async function lookupOrderAction(prev: LookupState, posted: FormData): Promise<LookupState> {
  const data = formArgument(posted);
  const values = {
    orderNumber: orderNumberAsTyped(text(data.get('orderNumber'))),
    email: text(data.get('email')),
  };
  const tenant = getTenantByPathPrefix(text(data.get('site')));
  if (!tenant || !isSameOriginRequest(await headers())) {
    return { fields: {}, form: 'Solicitud inválida', values, challenge: null, result: null };
  }
  const t = ordersTranslator(tenant);
  const fields: LookupState['fields'] = {};
  if (!/^\d{1,12}$/.test(values.orderNumber)) fields.orderNumber = t('lookup.errors.orderNumber');
  if (!z.string().max(254).email().safeParse(values.email).success) {
    fields.email = t('lookup.errors.email');
  }
  const captcha = text(data.get('captcha'));
  if (Object.keys(fields).length > 0) {
    // The solution was not sent: it still answers for the next attempt.
    return { fields, form: null, values, challenge: prev.challenge, result: null };
  }
  const { data: order, error } = await lookupOrder(tenant, {
    orderNumber: values.orderNumber,
    email: values.email,
    ...(captcha ? { captcha } : {}),
  });
  const challenge = await freshChallenge(tenant);
  if (!order) {
    const first = error.kind === 'status' ? error.errors[0] : undefined;
    const message =
      error.status === 404
        ? t('lookup.notFound')
        : error.status === 429
          ? t('lookup.tooMany')
          : (first?.message ?? t('lookup.errors.generic'));
    if (first?.field === 'captcha') {
      return { fields: { captcha: message }, form: null, values, challenge, result: null };
    }
    return { fields: {}, form: message, values, challenge, result: null };
  }
  return {
    fields: {},
    form: null,
    values,
    challenge,
    result: {
      orderNumber: order.orderNumber,
      status: order.status,
      statusLabel: t(`statuses.${order.status}`),
      total: formatPrice(order.totals.total, tenant, order.currency),
      history: order.history.map((h) => ({
        label: t(`statuses.${h.status}`),
        at: h.at,
        when: momentOf(h.at, tenant),
      })),
      // Each product, then its warranties and services, as the confirmation lists them.
      lines: order.lines
        .filter((l) => l.parentLineId === null)
        .flatMap((l) => [l, ...order.lines.filter((s) => s.parentLineId === l.lineId)])
        .map((l) => ({
          key: l.lineId,
          text: l.coverage
            ? t('lookup.lineBoxes', {
                name: l.name,
                count: l.quantity,
                m2: formatQuantity(l.quantity * l.coverage, tenant.code),
              })
            : t('lookup.line', { name: l.name, count: l.quantity }),
        })),
    },
  };
}
