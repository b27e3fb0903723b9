'use client';
import { useSyncExternalStore } from 'react';

/** Browsers have no cookie-change event everywhere: re-read on focus and after navigations. */
const subscribe = (onChange: () => void) => {
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
  };
};

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
}

/**
 * A cookie the page may read (not HttpOnly) in a client component of a cached page: `null` in the
 * server render and during hydration (the cached HTML is the same for everybody), then the value
 * (`undefined` when the cookie is missing). Re-read on every render, so a refresh after a server
 * action that set it shows the new value.
 */
export function useCookie(name: string): string | undefined | null {
  return useSyncExternalStore(
    subscribe,
    () => readCookie(name),
    () => null,
  );
}
