'use client';
import { useTranslations } from 'next-intl';
import { useCookie, writeCookie } from '../../../lib/site/use-cookie';
import { Glyph } from '../../../ui/glyph';

/**
 * A session cookie, not sessionStorage: the header reads its cookies in the same task anyway, while
 * the first sessionStorage read of a page is a round trip of its own (1-5 ms) inside hydration.
 */
const CLOSED_COOKIE = 'smartBannerClosed';

/**
 * The mobile app's smart banner (phones and phablets only), dismissable for the session. It is in
 * the server's HTML, so the page below it never moves when it appears (it used to appear after
 * hydration and push the whole home down: CLS 0.07); a shopper who closed it this session has it
 * removed on hydration, and never rendered on later client navigations.
 */
export function SmartBanner({
  title,
  text,
  link,
  cta,
}: {
  title: string;
  text: string | null;
  link: string;
  cta?: string;
}) {
  const t = useTranslations('smartBanner');
  if (useCookie(CLOSED_COOKIE) === '1') return null;
  return (
    <aside
      aria-label={title}
      className="mt-3 flex items-center gap-3 rounded-lg border bg-white p-3 tablet:hidden"
      data-smart-banner
    >
      <button
        type="button"
        aria-label={t('close')}
        className="h-8 w-8 shrink-0 rounded-full text-gray-600 hover:bg-gray-100"
        onClick={() => writeCookie(CLOSED_COOKIE, '1')}
      >
        <Glyph name="close" />
      </button>
      <div
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand font-black text-on-brand"
        aria-hidden="true"
      >
        F
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-sm">{title}</p>
        <p className="truncate text-gray-600 text-xs">{text ?? t('text')}</p>
      </div>
      <a
        href={link}
        className="rounded-full bg-brand px-4 py-1.5 font-semibold text-on-brand text-sm"
      >
        {cta ?? t('open')}
      </a>
    </aside>
  );
}
