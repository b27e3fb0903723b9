'use client';

import { useEffect } from 'react';

type DataLayerWindow = { dataLayer?: Array<Record<string, unknown>> };

/**
 * Pushes one GA4 ecommerce event to `window.dataLayer` (begin_checkout, add_shipping_info,
 * add_payment_info, purchase), once per `once` key in this tab: a reload does not count twice.
 * The previous ecommerce object is cleared first, as GA4 asks.
 */
export function TrackEvent(props: {
  event: string;
  ecommerce: Record<string, unknown>;
  once: string;
  /** Drop this query parameter from the address once tracked (`done` of a saved step). */
  dropParam?: string;
}) {
  const { event, ecommerce, once, dropParam } = props;
  useEffect(() => {
    const key = `fierro:track:${once}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): track anyway.
    }
    const w = window as unknown as DataLayerWindow;
    w.dataLayer ??= [];
    w.dataLayer.push({ ecommerce: null });
    w.dataLayer.push({ event, ecommerce });
    if (dropParam) {
      const url = new URL(window.location.href);
      if (url.searchParams.has(dropParam)) {
        url.searchParams.delete(dropParam);
        window.history.replaceState(window.history.state, '', url);
      }
    }
  }, [event, ecommerce, once, dropParam]);
  return null;
}
