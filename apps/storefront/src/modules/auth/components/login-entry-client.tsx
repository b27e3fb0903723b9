'use client';

import type { TenantCode } from '@fierro/tenants';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { LoginForm } from './login-form-client';
import { useFocusTrap } from './use-focus-trap';

/**
 * The header's sign-in entry: opens login as the tenant's loginViewType, a popup anchored to
 * the header (default) or a modal dialog. Either way focus stays inside, Escape closes, and
 * focus returns to this button.
 */
export function LoginEntry(props: {
  tenantCode: TenantCode;
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
          aria-haspopup="dialog"
          aria-expanded={open}
          className="inline-flex h-10 items-center rounded px-3 font-medium hover:bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
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
            <LoginForm tenantCode={props.tenantCode} {...(returnTo ? { returnTo } : {})} />
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
