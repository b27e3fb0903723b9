import type { ReactNode } from 'react';

/** A labelled input with its message beside it (announced, linked by aria-describedby). */
export function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  // The hint gives way to the message: only what is shown is named.
  const describedBy = [props.hint && !props.error ? hintId : null, props.error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium text-neutral-800">
        {props.label}
      </label>
      {props.children({
        id: props.id,
        'aria-invalid': Boolean(props.error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {props.hint && !props.error ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  'h-11 rounded border border-neutral-400 px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-blue-700 aria-[invalid=true]:border-red-700';
export const buttonClass =
  'h-11 rounded bg-neutral-900 px-4 font-semibold text-white hover:bg-neutral-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60';
