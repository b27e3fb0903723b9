import { describe, expect, it } from 'vitest';
import { encodeRemoved, type Removed } from './undo';
import { decodeRemoved } from './undo-schema';

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
