'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, startTransition, useActionState, useEffect, useState } from 'react';
import { type FieldValues, get, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { postCheckoutForm } from '../actions/post-form';
import type { StepResult } from '../actions/step-result';
import { blankToMissing, postedOver } from '../form-data';

type Action = (prev: StepResult, data: FormData) => Promise<StepResult>;

/**
 * A step's form: react-hook-form checks each field with the shared zod schema in the browser,
 * then the same FormData goes to the server action (which checks again and saves the step).
 * Before the script runs, the form posts to the action by itself and the server's messages are
 * shown beside the fields: every step works without JavaScript.
 */
export function useStepForm<V extends FieldValues>(opts: {
  action: Action;
  schema: z.ZodType;
  defaultValues: V;
  /** The answer of a form posted before the script loaded (the page shows it once). */
  initial?: StepResult | null | undefined;
  /** Blank fields stay blank strings (their schema names them), instead of missing. */
  keepBlank?: boolean;
}) {
  const [result, dispatch, pending] = useActionState(
    opts.action,
    opts.initial ?? ({ ok: true } as StepResult),
  );
  const resolver = ((values, context, options) =>
    zodResolver(opts.schema as never)(
      opts.keepBlank ? values : blankToMissing(values),
      context,
      options as never,
    )) as Resolver<V>;
  // Messages appear on submit, not on leaving a field: a message shown on blur moved the button
  // under the shopper's pointer (the click that left the field then missed the button).
  // A refused no-script post starts from what was posted: the server render then shows that
  // form (the factura's fields, not the boleta's), and hydration keeps it.
  const form = useForm<V>({
    resolver,
    defaultValues: postedOver(opts.defaultValues, opts.initial?.values) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The server's own messages (a card the gateway refused, a place commerce would not take)
  // join the form's, so typing in the field clears them like any other. The first takes the
  // focus, as the browser's own check does: the disabled Continue had left it on the page's body,
  // and nothing said the step was refused (its message is the focused field's description).
  useEffect(() => {
    Object.entries(result.fieldErrors ?? {}).forEach(([name, message], i) => {
      form.setError(name as never, { type: 'server', message }, { shouldFocus: i === 0 });
    });
  }, [result, form]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const data = new FormData(e.currentTarget);
    void form.handleSubmit(() => {
      startTransition(() => dispatch(data));
    })(e);
  };
  const errorOf = (name: string): string | undefined => {
    const own = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return hydrated ? own : (own ?? result.fieldErrors?.[name]);
  };
  /** What the shopper typed in a refused no-script submission, else the saved value. */
  const shownValue = (name: string, saved: string | null | undefined) => {
    const typed = get(result.values ?? {}, name);
    return typeof typed === 'string' ? typed : (saved ?? '');
  };
  // The form's own action (its hidden `checkoutStep` field names the step) is for a post before the
  // script: unbound, so the streamed page renders in one piece (see postCheckoutForm).
  const formAction = postCheckoutForm;
  return { form, result, pending, formAction, onSubmit, errorOf, shownValue, hydrated };
}
