'use client';
import { trackingPageNameFromPath } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { Glyph } from '../../../ui/glyph';
import { BOTTOM_BAR_VAR } from './toasts-client';

/** Above a sticky bottom bar (the cart's summary on phones) and the toasts that sit on it. */
const backToTopStyle = { bottom: `calc(5rem + var(${BOTTOM_BAR_VAR}, 0px))` };

/** Back at the top, the keyboard is too: the page's first stop, its skip link (the button goes). */
export const toTop = (doc: Document) => {
  doc.defaultView?.scrollTo({ top: 0 });
  doc.querySelector<HTMLElement>('a[href="#main"]')?.focus({ preventScroll: true });
};

/** Spec §9 scroll thresholds (px). */
export const BACK_TO_TOP_AT = 50;
export const STICKY_SEARCH_AT = 60;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/** The header: sticks to the top with a shadow once the page scrolls past 60 px. */
export function StickyHeader({ children }: { children: ReactNode }) {
  const sticky = useScrolledPast(STICKY_SEARCH_AT);
  return (
    <header
      data-sticky={sticky ? 'true' : 'false'}
      className={`sticky top-0 z-[60] bg-white transition-shadow ${sticky ? 'shadow-md' : ''}`}
    >
      {children}
    </header>
  );
}

export function BackToTop() {
  const t = useTranslations('common');
  const visible = useScrolledPast(BACK_TO_TOP_AT);
  // Not over the checkout's forms and totals (at 360 px it sat on the summary's figures). Read
  // from the location once scrolled: the router's pathname would make the cached layout dynamic.
  if (!visible || trackingPageNameFromPath(window.location.pathname) === 'checkout') return null;
  return (
    <button
      type="button"
      onClick={() => toTop(document)}
      style={backToTopStyle}
      className="fixed right-4 z-50 flex h-11 w-11 items-center justify-center rounded-full bg-brand-dark text-on-brand-dark shadow-lg"
      aria-label={t('backToTop')}
    >
      <Glyph name="arrow-up" />
    </button>
  );
}
