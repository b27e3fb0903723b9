'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field, FormAlert, inputClass, primaryButton } from '../../../ui/field';
import { useActionForm } from '../../../ui/use-action-form';
import { type ReturnFormState, requestReturnAction } from '../actions/request-return';

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
  const { form, submit } = useActionForm(action, state.fields);
  const reasonRequired = props.kind !== 'rightOfRefusal';
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
      {state.form ? <FormAlert>{state.form}</FormAlert> : null}
      <Field
        id="return-quantity"
        label={t('quantity')}
        hint={t('quantityHint', { max: props.max })}
        error={state.fields.quantity}
        className="max-w-48"
      >
        {(aria) => (
          <input
            {...aria}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={props.max}
            required
            defaultValue={state.values.quantity}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id="return-reason"
        label={reasonRequired ? t('reason') : t('reasonOptional')}
        error={state.fields.reason}
      >
        {(aria) => (
          <select
            {...aria}
            name="reason"
            required={reasonRequired}
            defaultValue={state.values.reason}
            className={inputClass}
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
        )}
      </Field>
      <Field
        id="return-comment"
        label={t('comment')}
        hint={t('commentHint')}
        error={state.fields.comment}
      >
        {(aria) => (
          <textarea
            {...aria}
            name="comment"
            rows={3}
            maxLength={500}
            defaultValue={state.values.comment}
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? t('sending') : t('submit')}
        </button>
        <a href={props.backHref} className="underline underline-offset-4">
          {t('cancel')}
        </a>
      </div>
    </form>
  );
}
