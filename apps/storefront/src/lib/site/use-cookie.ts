'use client';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

/** Browsers have no cookie-change event everywhere: re-read on focus and after navigations. */
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('focus', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('focus', onChange);
    window.removeEventListener('pageshow', onChange);
  };
};

/**
 * Reading `document.cookie` is a synchronous round trip to the browser process: 1 to 9 ms each on
 * this machine, and hydration read it a dozen times in one task (README "Where the page's
 * main-thread time goes"). One read serves everything that runs in the same task; the next task
 * reads again, so a refresh after a server action that set a cookie sees the new value.
 */
let jar: ReadonlyMap<string, string> | undefined;

function cookieJar(): ReadonlyMap<string, string> {
  if (jar === undefined) {
    const read = new Map<string, string>();
    for (const pair of document.cookie.split('; ')) {
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at);
      // The first of a name wins, as in the browser's own order (most specific path first).
      if (read.has(name)) continue;
      try {
        read.set(name, decodeURIComponent(pair.slice(at + 1)));
      } catch {
        read.set(name, pair.slice(at + 1));
      }
    }
    jar = read;
    queueMicrotask(forgetJar);
  }
  return jar;
}

function forgetJar() {
  jar = undefined;
}

export function readCookie(name: string): string | undefined {
  return cookieJar().get(name);
}

/**
 * Writes a cookie the page keeps for itself (a session cookie unless `maxAgeSeconds` is given) and
 * tells every `useCookie` reader.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve (Firefox before 140, Safari before 18.4).
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${maxAge}`;
  forgetJar();
  for (const listener of listeners) listener();
}

/** A response may have set or cleared cookies (a fetch's Set-Cookie): every reader reads again. */
export function cookiesMayHaveChanged(): void {
  forgetJar();
  for (const listener of listeners) listener();
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
