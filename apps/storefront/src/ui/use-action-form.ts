'use client';

import { type FormEvent, startTransition, useEffect, useRef } from 'react';

/**
 * A `useActionState` form's submit and focus: the fields go as the action's argument (the way the
 * checkout's forms send theirs), not as the form's own post, since the proxy refuses a post whose
 * bound state is a reference (issue 20); after a refused submit, focus goes to the first field
 * with a message.
 */
export function useActionForm(
  action: (data: FormData) => void,
  refusedFields: Record<string, unknown>,
) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    startTransition(() => action(data));
  };
  const refused = Object.keys(refusedFields).join(',');
  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  return { form, submit };
}
