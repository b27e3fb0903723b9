'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { USER_ROLE_COOKIE } from '../../../lib/session/cookies';
import { useCookie } from '../../../lib/site/use-cookie';
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
  const [count, setCount] = useState<number | null>(null);
  const mayHaveCart = cartIdOf(cartId) !== null || (role !== null && role !== undefined);

  useEffect(() => {
    if (cartId === null) return; // not read yet (server render, hydration)
    if (!mayHaveCart) {
      setCount(0);
      return;
    }
    let live = true;
    fetch(`/api/cart/count/?site=${encodeURIComponent(site)}`, {
      cache: 'no-store',
      credentials: 'same-origin',
    })
      .then((r) => (r.ok ? r.json() : { count: 0 }))
      .then((body: { count?: number }) => live && setCount(Number(body.count) || 0))
      .catch(() => live && setCount(0));
    return () => {
      live = false;
    };
  }, [site, cartId, mayHaveCart]);

  useEffect(() => {
    const on = (e: Event) => setCount((e as CustomEvent<CartChangedDetail>).detail.count);
    window.addEventListener(CART_CHANGED_EVENT, on);
    return () => window.removeEventListener(CART_CHANGED_EVENT, on);
  }, []);

  return (
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
  );
}

/** Tells the header (and anyone listening) the cart's new item count. */
export function announceCartCount(count: number) {
  window.dispatchEvent(
    new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail: { count } }),
  );
}
