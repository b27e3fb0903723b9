'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { type LinkProviderState, linkProvider } from '../actions/link-provider';
import { buttonClass } from './field';
import { PROVIDER_NAMES } from './provider-names';

/**
 * The button of a provider link's page: a form posting to the server action (with or without the
 * page's script), then the way to the login. The result takes the focus, so a keyboard or a
 * screen reader lands on it rather than on a button that is gone.
 */
export function LinkProviderForm(props: { site: string; token: string; login: string }) {
  const t = useTranslations('auth');
  const [state, formAction, pending] = useActionState(linkProvider, {} as LinkProviderState);
  const done = useRef<HTMLDivElement>(null);
  const refused = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    (state.linked ? done : refused).current?.focus();
  }, [state]);

  if (state.linked) {
    return (
      <div
        ref={done}
        tabIndex={-1}
        role="status"
        className="flex flex-col gap-2 rounded bg-green-50 p-3 text-green-900"
      >
        <p>{t('linkProviderDone', { provider: PROVIDER_NAMES[state.linked] })}</p>
        <a href={props.login} className="font-semibold underline">
          {t('goToLogin')}
        </a>
      </div>
    );
  }
  return (
    <form action={formAction} className="flex flex-col gap-4">
      {state.formError ? (
        <p
          ref={refused}
          tabIndex={-1}
          role="alert"
          className="rounded bg-red-50 p-3 text-red-800 text-sm"
        >
          {state.formError}
        </p>
      ) : null}
      <input type="hidden" name="site" value={props.site} />
      <input type="hidden" name="token" value={props.token} />
      <button type="submit" className={`${buttonClass} self-start`} disabled={pending}>
        {pending ? t('submitting') : t('linkProviderSubmit')}
      </button>
    </form>
  );
}
