'use client';

import { useEffect } from 'react';

type DataLayerWindow = { dataLayer?: Array<Record<string, unknown>> };

/**
 * Pushes one GA4 ecommerce event to `window.dataLayer` (begin_checkout, add_shipping_info,
 * add_payment_info, purchase), once per `once` key in this tab, or in this browser for `browser`
 * (a purchase: its confirmation opened again in another tab, from the mail or the history, is
 * not a second sale). A reload does not count twice. The previous ecommerce object is cleared
 * first, as GA4 asks.
 */
export function TrackEvent(props: {
  event: string;
  ecommerce: Record<string, unknown>;
  once: string;
  scope?: 'tab' | 'browser';
  /** Drop this query parameter from the address once tracked (`done` of a saved step). */
  dropParam?: string;
}) {
  const { event, ecommerce, once, dropParam, scope = 'tab' } = props;
  useEffect(() => {
    const key = `fierro:track:${once}`;
    try {
      const seen = scope === 'browser' ? window.localStorage : window.sessionStorage;
      if (seen.getItem(key)) return;
      seen.setItem(key, '1');
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
  }, [event, ecommerce, once, dropParam, scope]);
  return null;
}
