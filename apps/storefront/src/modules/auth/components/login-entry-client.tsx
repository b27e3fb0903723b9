'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { LoginFacts } from './login-facts';
import { useFocusTrap } from './use-focus-trap';

// The form (react-hook-form, zod and the shared schemas: about 50 KB gzip) loads when the entry
// is first pointed at, focused or opened, not with every page.
const loadForm = () => import('./login-form-client');
const LoginForm = lazy(() => loadForm().then((m) => ({ default: m.LoginForm })));

/**
 * The header's sign-in entry: opens login as the tenant's loginViewType, a popup anchored to
 * the header (default) or a modal dialog. Either way focus stays inside, Escape closes, and
 * focus returns to this button.
 */
export function LoginEntry(props: {
  /** The tenant's sign-in facts (login-facts.ts). */
  facts: LoginFacts;
  viewType: 'popup' | 'modal';
  loginHref: string;
  registerHref: string;
}) {
  const t = useTranslations('auth');
  const [open, setOpen] = useState(false);
  const [returnTo, setReturnTo] = useState<string | undefined>();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(dialog, open, close);
  const modal = props.viewType === 'modal';

  return (
    <div className="relative">
      {/* Before hydration (or without JavaScript) the entry is a plain GET to the login page. */}
      <form
        action={props.loginHref}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setReturnTo(window.location.pathname);
          setOpen((o) => !o);
        }}
      >
        <button
          type="submit"
          onPointerEnter={loadForm}
          onFocus={loadForm}
          aria-haspopup="dialog"
          aria-expanded={open}
          className="inline-flex h-10 items-center rounded px-3 font-medium hover:bg-black/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {t('signIn')}
        </button>
      </form>
      {open ? (
        <>
          {modal ? (
            <div aria-hidden="true" className="fixed inset-0 z-[190] bg-black/50" onClick={close} />
          ) : null}
          <div
            ref={dialog}
            role="dialog"
            aria-modal={modal}
            aria-labelledby={titleId}
            data-login-view={props.viewType}
            className={clsx(
              'z-[200] flex w-[min(92vw,380px)] flex-col gap-4 rounded-lg bg-white p-5 text-neutral-900 shadow-xl',
              modal
                ? 'fixed top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2'
                : 'absolute top-full right-0 mt-2 border border-neutral-200',
            )}
          >
            <div className="flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-semibold">
                {t('loginTitle')}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={t('close')}
                className="h-9 w-9 rounded text-xl leading-none hover:bg-neutral-100"
              >
                ×
              </button>
            </div>
            <Suspense fallback={<FormPlaceholder label={t('loading')} />}>
              <LoginForm facts={props.facts} {...(returnTo ? { returnTo } : {})} />
            </Suspense>
            <p className="text-sm">
              {t('noAccount')}{' '}
              <a href={props.registerHref} className="font-semibold underline">
                {t('createAccount')}
              </a>
            </p>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Holds the form's place (two fields and a button) while its code arrives. */
function FormPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex h-[236px] flex-col gap-4">
      <div className="h-16 animate-pulse rounded bg-neutral-100" />
      <div className="h-16 animate-pulse rounded bg-neutral-100" />
      <div className="h-11 animate-pulse rounded bg-neutral-200" />
    </div>
  );
}
