import { describe, expect, it } from 'vitest';
import { encodeRemoved, type Removed } from './undo';
import { decodeRemoved, UNDO_COOKIE, undoDigest, undoToOffer } from './undo-schema';

const removed: Removed = {
  skuId: '1000030',
  name: 'Taladro percutor 13 mm 650 W · ñandú',
  quantity: 3,
  deliveryMethod: 'pickupInStore',
  storeId: '1004',
  services: ['1000030-G'],
};

describe('undo of a removed line', () => {
  it('round-trips through the query parameter, accents included', () => {
    const text = encodeRemoved(removed);
    expect(text).toMatch(/^[\w-]+$/);
    expect(decodeRemoved(text)).toEqual(removed);
  });

  it('refuses anything else', () => {
    expect(decodeRemoved(null)).toBeNull();
    expect(decodeRemoved('%%%')).toBeNull();
    expect(decodeRemoved(encodeRemoved({ ...removed, quantity: 0 }))).toBeNull();
    expect(decodeRemoved(btoa('{"skuId":"<script>"}'))).toBeNull();
  });
});

describe('the undo the cart page offers', () => {
  const value = encodeRemoved(removed);
  const cookie = undoDigest(value);
  const without = { lines: [{ skuId: '1000040' }] };
  const withIt = { lines: [{ skuId: '1000040' }, { skuId: removed.skuId }] };

  it.each([
    ['this browser’s removal, its product not in the cart', value, cookie, without, true],
    ['an empty cart', value, cookie, null, true],
    // Undone already: Back to the page that offered it, or its address opened again.
    ['its product back in the cart', value, cookie, withIt, false],
    ['no cookie (taken by the undo, or expired)', value, undefined, without, false],
    ['another removal’s cookie', value, undoDigest('x'), without, false],
  ])('%s → offered: %s', (_, v, c, cart, offered) => {
    expect(undoToOffer(v, c, cart)).toEqual(offered ? removed : null);
  });

  it('names its cookie', () => expect(UNDO_COOKIE).toBe('cartUndo'));
});
