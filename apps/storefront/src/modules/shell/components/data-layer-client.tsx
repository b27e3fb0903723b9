'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageNameOf, type TrackingEvent } from '../../../lib/tracking/page-name';

/** Pushes an event to `window.dataLayer`; a real analytics tag reads the same array. */
export function track(event: TrackingEvent) {
  const w = window as unknown as { dataLayer?: TrackingEvent[] };
  w.dataLayer ??= [];
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
