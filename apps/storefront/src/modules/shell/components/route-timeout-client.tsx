'use client';
import { useEffect } from 'react';
import {
  NAVIGATION_START_EVENT,
  type NavigationStart,
  stillLoading,
  watchesNavigation,
} from '../route-timeout';
import { useErrorPageHref } from './error-pages-client';

/**
 * Keeps the spec's route load time-out for client navigations: past 3,800 ms without the new
 * page, the shopper gets the error page (with `consumer=b2b` in business mode, spec §2) as a full
 * page load, which does not wait behind the stuck request. Renders nothing.
 */
export function RouteTimeoutClient(props: {
  /** TIMINGS.routeLoadTimeout, passed in: importing @fierro/domain here would ship zod. */
  timeoutMs: number;
}) {
  const { timeoutMs } = props;
  const errorHref = useErrorPageHref();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onStart = (event: Event) => {
      clearTimeout(timer);
      const start = (event as CustomEvent<NavigationStart>).detail;
      const from = window.location.href;
      if (!watchesNavigation(from, start)) return;
      timer = setTimeout(() => {
        if (!stillLoading(from, window.location.href)) return;
        window.location.assign(errorHref(500));
      }, timeoutMs);
    };
    window.addEventListener(NAVIGATION_START_EVENT, onStart);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(NAVIGATION_START_EVENT, onStart);
    };
  }, [timeoutMs, errorHref]);
  return null;
}
