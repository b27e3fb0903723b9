import { describe, expect, it } from 'vitest';
import { orderNumberAsTyped } from './order-status';

describe('an order number as people copy it', () => {
  it.each<[string, string]>([
    ['100003', '100003'],
    [' 100003 ', '100003'],
    ['#100003', '100003'],
    ['# 100003', '100003'],
    ['N° 100003', '100003'],
    ['nº100003', '100003'],
    ['No. 100003', '100003'],
    ['Pedido nº 100.003', '100003'],
    ['Pedido N° 100003', '100003'],
    ['100 003', '100003'],
    // Left as typed: the form says what an order number is.
    ['abc', 'abc'],
    ['10-0003', '10-0003'],
    ['1.00003', '1.00003'],
    ['', ''],
  ])('%j is %j', (typed, read) => {
    expect(orderNumberAsTyped(typed)).toBe(read);
  });
});
