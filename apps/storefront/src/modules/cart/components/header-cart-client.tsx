'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef, useState } from 'react';
import { SESSION_PROOF_SECONDS, USER_ROLE_COOKIE } from '../../../lib/session/cookies';
import { cookiesMayHaveChanged, useCookie } from '../../../lib/site/use-cookie';
import { CART_CHANGED_EVENT, CART_COOKIE, type CartChangedDetail, cartIdOf } from '../cart-cookie';

/**
 * The header's cart link and count (issue 21). The cached page's HTML has no count; after load
 * the browser asks the tiny uncached count route, only when there can be a cart (a `cartId`
 * cookie, or a session, whose readable `userRole` cookie says so). An add to cart or a change on
 * the cart page announces the new count (CART_CHANGED_EVENT) without another request.
 */
export function HeaderCart({ site, href }: { site: string; href: string }) {
  const t = useTranslations('header');
  const tc = useTranslations('cart');
  const cartId = useCookie(CART_COOKIE);
  const role = useCookie(USER_ROLE_COOKIE);
  const [pathname, setPathname] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const signedIn = typeof role === 'string';
  const mayHaveCart = cartIdOf(cartId) !== null || signedIn;
  const asked = useRef<{ shopper: string; at: number } | null>(null);
  // A tab shown again asks again once the proof may have lapsed: a session ended from another
  // device then ends here too, without waiting for the next page (its header said "Mi cuenta").
  const [shownAt, setShownAt] = useState(0);
  useEffect(() => {
    const shown = () => document.visibilityState === 'visible' && setShownAt(Date.now());
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (pathname) or the tab shown again (shownAt) is a reason to ask again
  useEffect(() => {
    if (cartId === null) return; // not read yet (server render, hydration)
    if (!mayHaveCart) {
      setCount(0);
      return;
    }
    // Another page of the same shopper asks again only once a signed-in session's proof may have
    // lapsed: this call keeps the session of the cached pages the proxy does not see (spec §4).
    const shopper = `${site}|${cartId}|${role}`;
    const last = asked.current;
    const fresh = Date.now() - (last?.at ?? 0) < SESSION_PROOF_SECONDS * 1000;
    if (last?.shopper === shopper && (!signedIn || fresh)) return;
    const ask = { shopper, at: Date.now() };
    asked.current = ask;
    // Only the latest ask sets the count (a navigation that does not ask again keeps it going).
    const latest = () => asked.current === ask;
    fetch(`/${encodeURIComponent(site)}/api/cart/count/`, {
      cache: 'no-store',
      credentials: 'same-origin',
    })
      .then((r) => (r.ok ? r.json() : { count: 0 }))
      .then((body: { count?: number; signedIn?: boolean }) => {
        if (latest()) setCount(Number(body.count) || 0);
        // An ended session's cookies went with the answer: the header shows the sign-in entry.
        if (signedIn && body.signedIn === false) cookiesMayHaveChanged();
      })
      .catch(() => latest() && setCount(0));
  }, [site, cartId, role, signedIn, mayHaveCart, pathname, shownAt]);

  useEffect(() => {
    const on = (e: Event) => {
      // An announced count is newer than any count asked before it: an answer still on its way
      // (asked when a first add set the cart cookie) must not put back the count before a
      // second add. Same shopper, so nothing is asked again.
      if (asked.current) asked.current = { ...asked.current };
      setCount((e as CustomEvent<CartChangedDetail>).detail.count);
    };
    window.addEventListener(CART_CHANGED_EVENT, on);
    return () => window.removeEventListener(CART_CHANGED_EVENT, on);
  }, []);

  return (
    <>
      {/* The path is the client's (a cached page is prerendered for every path): in a boundary. */}
      <Suspense fallback={null}>
        <OnPathname onChange={setPathname} />
      </Suspense>
      <a
        href={href}
        className="relative flex min-h-11 min-w-11 items-center justify-center"
        data-slot="cart"
        data-count={count ?? undefined}
      >
        <span className="sr-only">{count === null ? tc('title') : t('cart', { count })}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
          <circle cx="9" cy="19.5" r="1.5" />
          <circle cx="18" cy="19.5" r="1.5" />
        </svg>
        <span
          aria-hidden="true"
          className={`-top-0 -right-1 absolute min-w-5 rounded-full bg-white px-1.5 text-center font-bold text-[11px] text-brand-ink ${
            count ? '' : 'invisible'
          }`}
        >
          {count && count > 9999 ? '9999+' : (count ?? 0)}
        </span>
      </a>
    </>
  );
}

/** Tells the header each path the shopper lands on, soft navigations included. */
function OnPathname({ onChange }: { onChange: (pathname: string) => void }) {
  const pathname = usePathname();
  useEffect(() => onChange(pathname), [pathname, onChange]);
  return null;
}

/** Tells the header (and anyone listening) the cart's new item count. */
export function announceCartCount(count: number) {
  window.dispatchEvent(
    new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail: { count } }),
  );
}
