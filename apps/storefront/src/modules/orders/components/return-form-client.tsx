'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, startTransition, useActionState, useEffect, useRef } from 'react';
import { type ReturnFormState, requestReturnAction } from '../actions/request-return';

const input =
  'h-11 w-full rounded border border-neutral-500 bg-white px-3 text-base aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

/**
 * The request form of a line: quantity, reason (not for a retracto, which needs none) and a
 * comment; each message beside its field, read out, and focus on the first wrong field.
 */
export function ReturnForm(props: {
  site: string;
  orderId: string;
  lineId: number;
  kind: 'return' | 'warranty' | 'rightOfRefusal';
  max: number;
  backHref: string;
}) {
  const t = useTranslations('orders.request');
  const initial: ReturnFormState = {
    fields: {},
    form: null,
    values: { quantity: '1', reason: '', comment: '' },
  };
  const [state, action, pending] = useActionState(requestReturnAction, initial);
  const form = useRef<HTMLFormElement>(null);
  // Sent as the action's arguments (the way the checkout's forms send theirs), not as the
  // form's own post: the proxy refuses a post whose bound state is a reference (issue 20).
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    startTransition(() => action(data));
  };
  // After a refused submit, focus goes to the first field with a message.
  const refused = Object.keys(state.fields).join(',');
  useEffect(() => {
    if (!refused) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const reasonRequired = props.kind !== 'rightOfRefusal';
  const describe = (id: string, hint?: string) =>
    [hint, state.fields[id as keyof ReturnFormState['fields']] ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <form
      ref={form}
      action={action}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-return-form
    >
      <input type="hidden" name="site" value={props.site} />
      <input type="hidden" name="orderId" value={props.orderId} />
      <input type="hidden" name="lineId" value={props.lineId} />
      <input type="hidden" name="kind" value={props.kind} />
      <input type="hidden" name="max" value={props.max} />
      {state.form ? (
        <p
          role="alert"
          className="rounded border border-red-200 bg-red-50 p-3 text-red-800 text-sm"
        >
          {state.form}
        </p>
      ) : null}
      <div className="flex max-w-48 flex-col gap-1">
        <label htmlFor="return-quantity" className="font-medium text-sm">
          {t('quantity')}
        </label>
        <input
          id="return-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={props.max}
          required
          defaultValue={state.values.quantity}
          aria-invalid={Boolean(state.fields.quantity)}
          aria-describedby={describe('quantity', 'return-quantity-hint')}
          className={input}
        />
        <p id="return-quantity-hint" className="text-neutral-700 text-xs">
          {t('quantityHint', { max: props.max })}
        </p>
        {state.fields.quantity ? (
          <p id="quantity-error" className="text-red-700 text-sm">
            {state.fields.quantity}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="return-reason" className="font-medium text-sm">
          {reasonRequired ? t('reason') : t('reasonOptional')}
        </label>
        <select
          id="return-reason"
          name="reason"
          required={reasonRequired}
          defaultValue={state.values.reason}
          aria-invalid={Boolean(state.fields.reason)}
          aria-describedby={describe('reason')}
          className={input}
        >
          <option value="">{t('chooseReason')}</option>
          {(['damaged', 'defective', 'wrongItem', 'notAsDescribed', 'changedMind'] as const).map(
            (r) => (
              <option key={r} value={r}>
                {t(`reasons.${r}`)}
              </option>
            ),
          )}
        </select>
        {state.fields.reason ? (
          <p id="reason-error" className="text-red-700 text-sm">
            {state.fields.reason}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="return-comment" className="font-medium text-sm">
          {t('comment')}
        </label>
        <textarea
          id="return-comment"
          name="comment"
          rows={3}
          maxLength={500}
          defaultValue={state.values.comment}
          aria-invalid={Boolean(state.fields.comment)}
          aria-describedby={describe('comment', 'return-comment-hint')}
          className={`${input} h-auto py-2`}
        />
        <p id="return-comment-hint" className="text-neutral-700 text-xs">
          {t('commentHint')}
        </p>
        {state.fields.comment ? (
          <p id="comment-error" className="text-red-700 text-sm">
            {state.fields.comment}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 rounded bg-brand px-5 font-bold text-on-brand hover:brightness-95 disabled:opacity-60"
        >
          {pending ? t('sending') : t('submit')}
        </button>
        <a href={props.backHref} className="underline underline-offset-4">
          {t('cancel')}
        </a>
      </div>
    </form>
  );
}
