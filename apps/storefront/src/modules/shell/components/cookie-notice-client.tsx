'use client';
import { useTranslations } from 'next-intl';
import { useCookie, writeCookie } from '../../../lib/site/use-cookie';

/** A cookie rather than localStorage: read with the header's cookies, no round trip of its own. */
const ACCEPTED_COOKIE = 'cookiePolicyAccepted';
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Spec §6 cookie policy notice, shown where the registry turns it on, with a link to the policy
 * (the registry's cookie-policy page). Fixed at the bottom, so it appears after hydration (`null`
 * until then) without moving the page.
 */
export function CookieNotice({ policyHref }: { policyHref: string }) {
  const t = useTranslations('cookies');
  if (useCookie(ACCEPTED_COOKIE) !== undefined) return null;
  return (
    <section
      aria-label={t('text')}
      className="fixed inset-x-0 bottom-0 z-[150] border-t bg-white p-4 shadow-2xl"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 text-sm phablet:flex-row phablet:items-center">
        <p className="flex-1">
          {t('text')}{' '}
          <a href={policyHref} className="font-semibold underline">
            {t('policy')}
          </a>
        </p>
        <button
          type="button"
          className="rounded-md bg-brand-dark px-5 py-2 font-semibold text-on-brand-dark"
          onClick={() => writeCookie(ACCEPTED_COOKIE, '1', A_YEAR_IN_SECONDS)}
        >
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
