'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { BUSINESS_CONSUMER, CONSUMER_COOKIE } from '../../../lib/session/cookies';
import { useCookie } from '../../../lib/site/use-cookie';
import { setBusinessMode } from '../actions/set-business-mode';

/**
 * Why a guest in business mode is at the sign-in (the page guard, DESIGN §5: every page but the
 * home and the sign-in needs a session there), and the way back to shopping as a person: a guest
 * who had pressed "Empresas" was sent here by every search with no word of why (on Brazil, with
 * no company sign-in, it looked like a dead end). Read from the cookie: the page is cached.
 */
export function BusinessLoginNotice({
  site,
  businessOnly,
}: {
  site: string;
  businessOnly: boolean;
}) {
  const t = useTranslations('auth');
  const consumer = useCookie(CONSUMER_COOKIE);
  const [pending, start] = useTransition();
  if (businessOnly || consumer !== BUSINESS_CONSUMER) return null;
  const leave = () =>
    start(async () => {
      const result = await setBusinessMode({ site, business: false });
      if (result.ok) window.location.assign(`/${site}/`);
    });
  return (
    <div
      className="flex flex-col gap-2 rounded border border-neutral-300 bg-neutral-50 p-3 text-sm"
      data-business-login-notice
    >
      <p>{t('businessLoginNotice')}</p>
      <button
        type="button"
        onClick={leave}
        disabled={pending}
        className="min-h-11 self-start rounded border border-gray-700 px-3 font-semibold"
      >
        {t('businessLoginLeave')}
      </button>
    </div>
  );
}
