'use client';
import { useEffect, useRef } from 'react';

/**
 * Tabs of one browser follow a sign-in or a sign-out made in another (issue 24). Next keeps the
 * pages a tab visited in memory and shows them again on Back without asking the server: after a
 * sign-out in another tab (or another shopper's sign-in there), Back in an old tab showed the
 * first shopper's order and addresses, no request made (2026-11-29). A tab whose session changed
 * under it loads its page again, which empties that memory.
 *
 * Each page of a site writes what it sees of the session (the readable `userRole` hint) under the
 * site's key in localStorage when it differs from what is there; every other tab of the site hears
 * the write (`storage` fires in the other documents only) and reloads unless it already shows the
 * same session. A tab that sees its own session end (the header's call cleared the cookies, or the
 * cookie was found gone on focus) reloads too: its memory holds the pages of the ended session.
 * What is kept is the hint and a time, nothing of the shopper.
 */
export const sessionKey = (site: string) => `fierro-session:${site}`;

/**
 * Who a page sees, from the role hint: `out` for nobody, `in:<role>` for a session (a person's
 * role is the empty string, so the hint's value alone does not tell).
 */
export const sessionState = (role: string | undefined) =>
  role === undefined ? 'out' : `in:${role}`;
/** The kept value: the state and when it was seen, so each change is an event. */
export const sessionMark = (state: string, at: number) => `${state}|${at}`;
const stateOfMark = (mark: string | null) => (mark === null ? null : mark.split('|')[0]!);

/**
 * What a tab does when it learns the site's session: `reload` when the pages it holds were made
 * for another session than `now` (`shown`: the state it rendered with).
 */
export const onSessionNews = (shown: string, now: string): 'reload' | 'stay' =>
  shown === now ? 'stay' : 'reload';

/**
 * `role` is the `userRole` cookie as useCookie reads it: null before hydration, undefined when
 * nobody is signed in.
 */
export function useSessionWatch(site: string, role: string | null | undefined) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (role === null) return; // not read yet
    const now = sessionState(role);
    const before = shown.current;
    shown.current = now;
    const key = sessionKey(site);
    try {
      if (stateOfMark(localStorage.getItem(key)) !== now) {
        localStorage.setItem(key, sessionMark(now, Date.now()));
      }
    } catch {
      // Storage refused (a private mode, a full quota): the focus check below still works.
    }
    // Signed in when this page rendered, not now: its memory holds the ended session's pages.
    if (before !== null && before !== 'out' && before !== now) window.location.reload();
  }, [site, role]);

  useEffect(() => {
    const key = sessionKey(site);
    const heard = (event: StorageEvent) => {
      if (event.key !== key || shown.current === null) return;
      const now = stateOfMark(event.newValue) ?? 'out';
      if (onSessionNews(shown.current, now) === 'reload') window.location.reload();
    };
    window.addEventListener('storage', heard);
    return () => window.removeEventListener('storage', heard);
  }, [site]);
}
