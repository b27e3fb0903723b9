'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, startTransition, useActionState } from 'react';
import { FormAlert, primaryButton, secondaryButton } from '../../../ui/field';
import { submitChallenge } from '../actions/answer-challenge';
import { postCheckoutForm } from '../actions/post-form';

/** The TEST gateway's 3-D Secure challenge, answered on our page. */
export function ChallengeForm(props: { site: string; orderId: string; token: string | null }) {
  const t = useTranslations('checkout');
  const [state, dispatch, pending] = useActionState(submitChallenge, { error: null });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // The button pressed is the answer (passed or not).
    const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(data));
  };
  return (
    // Before the script the form posts to the unbound postCheckoutForm (the page then renders in
    // one piece); with it, the submit sends submitChallenge and shows its answer here.
    <form
      action={postCheckoutForm}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={pending}
    >
      <input type="hidden" name="site" value={props.site} />
      <input type="hidden" name="checkoutStep" value="challenge" />
      <input type="hidden" name="orderId" value={props.orderId} />
      {props.token ? <input type="hidden" name="token" value={props.token} /> : null}
      {state.error ? <FormAlert>{state.error}</FormAlert> : null}
      <div className="flex flex-col gap-3">
        <button type="submit" name="passed" value="1" className={primaryButton} disabled={pending}>
          {t('challenge.pass')}
        </button>
        <button
          type="submit"
          name="passed"
          value="0"
          className={secondaryButton}
          disabled={pending}
        >
          {t('challenge.fail')}
        </button>
      </div>
    </form>
  );
}
