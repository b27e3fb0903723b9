'use client';
import { useEffect } from 'react';
import { businessMode } from '../../../lib/session/business-mode';
import { CONSUMER_COOKIE, USER_ROLE_COOKIE } from '../../../lib/session/cookies';
import {
  cookieValue,
  NAVIGATION_START_EVENT,
  type NavigationStart,
  stillLoading,
  watchesNavigation,
} from '../route-timeout';

/**
 * Keeps the spec's route load time-out for client navigations: past 3,800 ms without the new
 * page, the shopper gets the error page (with `consumer=b2b` in business mode, spec §2) as a full
 * page load, which does not wait behind the stuck request. Renders nothing.
 */
export function RouteTimeoutClient(props: {
  /** TIMINGS.routeLoadTimeout, passed in: importing @fierro/domain here would ship zod. */
  timeoutMs: number;
  errorHref: string;
  businessErrorHref: string;
  businessOnly: boolean;
}) {
  const { timeoutMs, errorHref, businessErrorHref, businessOnly } = props;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStart = (event: Event) => {
      clearTimeout(timer);
      const start = (event as CustomEvent<NavigationStart>).detail;
      const from = window.location.href;
      if (!watchesNavigation(from, start)) return;
      timer = setTimeout(() => {
        if (!stillLoading(from, window.location.href)) return;
        const business = businessMode({
          businessOnly,
          consumer: cookieValue(document.cookie, CONSUMER_COOKIE),
          userRole: cookieValue(document.cookie, USER_ROLE_COOKIE),
        });
        window.location.assign(business ? businessErrorHref : errorHref);
      }, timeoutMs);
    };
    window.addEventListener(NAVIGATION_START_EVENT, onStart);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(NAVIGATION_START_EVENT, onStart);
    };
  }, [timeoutMs, errorHref, businessErrorHref, businessOnly]);
  return null;
}
