import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A labelled control with its message beside it (announced, linked by aria-describedby). */
export function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The hint gives way to the error message while one shows (the sign-in forms). */
  hintGivesWay?: boolean;
  className?: string;
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const hint = props.hintGivesWay && props.error ? undefined : props.hint;
  // Only what is shown is named.
  const describedBy = [hint ? hintId : null, props.error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={clsx('flex flex-col gap-1', props.className)}>
      <label htmlFor={props.id} className="font-medium text-neutral-800 text-sm">
        {props.label}
      </label>
      {props.children({
        id: props.id,
        'aria-invalid': Boolean(props.error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-neutral-600 text-xs">
          {hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'h-11 w-full rounded border border-neutral-500 bg-white px-3 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2';

export const primaryButton =
  'min-h-11 rounded bg-brand px-5 font-bold text-on-brand hover:brightness-95 disabled:opacity-60';

export const secondaryButton =
  'min-h-11 rounded border border-neutral-700 bg-white px-5 font-semibold text-neutral-900 hover:bg-neutral-100 disabled:opacity-60';

/** A message for a whole form (role=alert: read out when it appears). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
      {children}
    </p>
  );
}
