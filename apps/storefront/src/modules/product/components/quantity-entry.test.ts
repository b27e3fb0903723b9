import { describe, expect, it, vi } from 'vitest';

// The buy box posts to the cart's form action, a server module; outside Next its marker import
// has nothing to guard.
vi.mock('server-only', () => ({}));
const { parseQuantityEntry } = await import('../../cart/quantity');
const { boxesAnswer } = await import('./boxes-calculator-client');
const { quantityProblem } = await import('./buy-box-client');

/**
 * The product page reads every number a shopper types by one rule (spec §5 entry in the site's
 * number format): the tile calculator's area and the buy box's quantity agree on "1.000".
 */
const areaOf = (area: string, tenantCode: string) =>
  boxesAnswer({ area, waste: '0', tenantCode, coveragePerBox: 1, boxPrice: 1 })?.result
    .areaWithWaste ?? null;

describe('one reading for the m² calculator and the quantity box', () => {
  it.each([
    // Comma-decimal sites: the dot groups thousands, in both fields.
    ['cl', '1.000', 1000],
    ['ar', '1.000', 1000],
    ['br', '1.000', 1000],
    ['cl', '1.000,5', 1000.5],
    ['cl', '12,5', 12.5],
    ['cl', '12.5', 12.5],
    ['ar', '2.500', 2500],
    ['cl', '25', 25],
    // Peru: the comma groups thousands.
    ['pe', '1,000', 1000],
    ['pe', '12.5', 12.5],
  ])('%s: %j is %d m²', (site, text, n) => {
    expect(areaOf(text, site)).toBe(n);
    const quantity = parseQuantityEntry(text, site);
    if (Number.isInteger(n)) expect(quantity).toEqual({ ok: true, quantity: n });
    else expect(quantity).toEqual({ ok: false, reason: 'notWhole' });
  });

  it('the waste allowance reads the same way ("1,5" %, "1.5" %)', () => {
    const answer = (waste: string) =>
      boxesAnswer({ area: '100', waste, tenantCode: 'cl', coveragePerBox: 1, boxPrice: 1 })?.result
        .areaWithWaste;
    expect(answer('1,5')).toBe(101.5);
    expect(answer('1.5')).toBe(101.5);
    expect(answer('')).toBe(100);
    expect(answer('x')).toBeUndefined();
  });
});

describe('the calculator offers only boxes a cart can take', () => {
  const answer = (area: string) =>
    boxesAnswer({ area, waste: '10', tenantCode: 'cl', coveragePerBox: 1.5, boxPrice: 1000 });

  it.each([
    // 99,999 m² + 10 % over 1.5 m² a box: 73,333 boxes, more than a cart holds.
    ['99999', 73333, false],
    ['99.999', 73333, false],
    // 9,999 boxes exactly, and one more.
    ['13.635', 9999, true],
    ['13.636', 10000, false],
    ['20', 15, true],
  ])('%j m² → %d boxes, offered: %s', (area, boxes, fits) => {
    expect(answer(area)).toMatchObject({ result: { boxes }, fits });
  });
});

describe('the buy box says what it refuses, as the form without JavaScript does', () => {
  it.each([
    ['0', 'range'],
    ['10000', 'range'],
    ['10.000', 'range'],
    ['2,5', 'notWhole'],
    ['abc', 'notANumber'],
    ['1', null],
    ['9999', null],
    ['1.000', null],
  ])('%j → %s', (text, problem) => {
    expect(quantityProblem(text, 'cl')).toBe(problem);
  });
});
