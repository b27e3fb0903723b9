'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type StickyThresholds, stickyBarShown } from '../sticky-rule';

/**
 * Sticky product bar: on desktop past 700 px of scroll, below it past the sticky add-to-cart
 * threshold (50 px), spec §9. Fixed and out of flow, so it never shifts the layout.
 */
export function StickyBar({
  name,
  price,
  thresholds,
}: {
  name: string;
  price: string | null;
  /** BREAKPOINTS.desktop and SCROLL_THRESHOLDS of @fierro/domain, passed in by the server (the
   * domain package imported here would ship zod to the browser). */
  thresholds: StickyThresholds;
}) {
  const t = useTranslations('product');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () =>
      setShown(
        stickyBarShown(window.scrollY, window.innerWidth, {
          desktopWidth: thresholds.desktopWidth,
          desktop: thresholds.desktop,
          mobile: thresholds.mobile,
        }),
      );
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [thresholds.desktopWidth, thresholds.desktop, thresholds.mobile]);
  return (
    <aside
      aria-label={t('sticky')}
      aria-hidden={!shown}
      data-sticky-bar={shown ? 'shown' : 'hidden'}
      className={`sticky-bar ${shown ? 'translate-y-0' : 'pointer-events-none invisible translate-y-full'}`}
    >
      <div className="mx-auto flex max-w-[1440px] items-center justify-between gap-3">
        <p className="truncate font-semibold text-sm">{name}</p>
        {price ? <p className="shrink-0 font-bold tabular-nums">{price}</p> : null}
      </div>
    </aside>
  );
}
