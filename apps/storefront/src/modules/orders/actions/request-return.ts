'use server';

import { accountOrderUrl } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formArgument } from '../../../lib/actions/form-argument';
import { askReturn } from '../../../lib/commerce/orders';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { ordersTranslator } from '../messages';

/** The form's answer: messages beside the fields, or one for the whole form. */
export interface ReturnFormState {
  fields: Partial<Record<'quantity' | 'reason' | 'comment', string>>;
  form: string | null;
  values: { quantity: string; reason: string; comment: string };
}

const Input = z.object({
  site: z.string().min(1).max(40),
  orderId: z.string().uuid(),
  lineId: z.coerce.number().int().min(1).max(10_000),
  kind: z.enum(['return', 'warranty', 'rightOfRefusal']),
  max: z.coerce.number().int().min(1).max(9999),
});

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

/**
 * A return, warranty change or retracto request for one line (issue 23). Checked here for the
 * shopper's messages (quantity, reason, comment), then by commerce, which decides: the window,
 * the units left, the order's owner. On success the order page opens with a notice.
 */
export async function requestReturnAction(
  _prev: ReturnFormState,
  posted: FormData,
): Promise<ReturnFormState> {
  const data = formArgument(posted);
  const values = {
    quantity: text(data.get('quantity')),
    reason: text(data.get('reason')),
    comment: text(data.get('comment')),
  };
  const input = Input.safeParse({
    site: data.get('site'),
    orderId: data.get('orderId'),
    lineId: data.get('lineId'),
    kind: data.get('kind'),
    max: data.get('max'),
  });
  const tenant = input.success ? getTenantByPathPrefix(input.data.site) : undefined;
  if (!input.success || !tenant || !isSameOriginRequest(await headers())) {
    return { fields: {}, form: 'Solicitud inválida', values };
  }
  const t = ordersTranslator(tenant);
  const { orderId, lineId, kind, max } = input.data;
  const fields: ReturnFormState['fields'] = {};
  const quantity = Number(values.quantity);
  if (!/^\d{1,4}$/.test(values.quantity.trim()) || quantity < 1 || quantity > max) {
    fields.quantity = t('request.errors.quantity', { max });
  }
  const reasons = ['damaged', 'defective', 'wrongItem', 'notAsDescribed', 'changedMind'] as const;
  const reason = reasons.find((r) => r === values.reason) ?? null;
  if (kind !== 'rightOfRefusal' && !reason) fields.reason = t('request.errors.reason');
  if (values.comment.length > 500) fields.comment = t('request.errors.comment');
  if (Object.keys(fields).length > 0) return { fields, form: null, values };
  const { error } = await askReturn(tenant, orderId, {
    lineId,
    kind,
    quantity,
    reason,
    comment: values.comment.trim() || null,
  });
  if (error) {
    const first = error.kind === 'status' ? error.errors[0] : undefined;
    const field = first?.field;
    if (first && (field === 'quantity' || field === 'reason' || field === 'comment')) {
      return { fields: { [field]: first.message }, form: null, values };
    }
    return { fields: {}, form: first?.message ?? t('request.errors.generic'), values };
  }
  redirect(`${accountOrderUrl(tenant, orderId)}?notice=requested`);
}
