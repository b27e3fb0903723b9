'use client';
import { useEffect } from 'react';
import { announceCartCount } from '../../cart/components/header-cart-client';

/**
 * The header counts the cart this page shows. A cart given back (a failed 3-D Secure check, a
 * declined card) reaches the checkout through a server action's redirect, which keeps the header
 * as it was: its count stayed empty (the cart was held) until a reload.
 */
export function CartCount({ count }: { count: number }) {
  useEffect(() => announceCartCount(count), [count]);
  return null;
}
