'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageNameOf, type TrackingEvent } from '../../../lib/tracking/page-name';

/**
 * Pushes an event to `window.dataLayer`; a real analytics tag reads the same array. An ecommerce
 * event clears the one before first, as GA4 asks: the tag manager merges what is pushed, and the
 * last event's items would ride along.
 */
export function track(event: TrackingEvent) {
  const w = window as unknown as { dataLayer?: Array<Record<string, unknown>> };
  w.dataLayer ??= [];
  if ('ecommerce' in event) w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(event);
}

/** One `pageView` per route with the spec's page name (third path segment). */
export function DataLayer({ siteId, locale }: { siteId: string; locale: string }) {
  const pathname = usePathname();
  useEffect(() => {
    track({ event: 'pageView', pageName: pageNameOf(pathname), siteId, locale, path: pathname });
  }, [pathname, siteId, locale]);
  return null;
}
