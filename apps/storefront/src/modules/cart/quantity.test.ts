import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantityEntry, quantityField } from './quantity';

describe('typed cart quantity (spec §5 number entry, 1..9999)', () => {
  it.each([
    ['cl', '3', 3],
    ['cl', ' 12 ', 12],
    ['cl', '3,0', 3],
    ['cl', '3.0', 3],
    ['cl', '9999', 9999],
    ['cl', '1', 1],
    // Grouped by threes with the site's thousands mark: thousands.
    ['cl', '1.000', 1000],
    ['ar', '1.000', 1000],
    ['br', '2.500', 2500],
    ['cl', '9.999', 9999],
    ['cl', '1.000,0', 1000],
    ['cl', '1,000.0', 1000],
    ['pe', '2,500', 2500],
    ['pe', '1,000.0', 1000],
  ])('%s: %j is %i', (site, text, quantity) => {
    expect(parseQuantityEntry(text, site)).toEqual({ ok: true, quantity });
  });

  it.each([
    ['cl', '', 'notANumber'],
    ['cl', 'abc', 'notANumber'],
    ['cl', '-2', 'notANumber'],
    ['cl', '1e3', 'notANumber'],
    ['cl', '2,5', 'notWhole'],
    ['cl', '0.5', 'notWhole'],
    ['cl', '0', 'range'],
    ['cl', '10000', 'range'],
    ['cl', '10.000', 'range'],
    ['cl', '1.000.000', 'range'],
    ['cl', '1,5', 'notWhole'],
    ['cl', '1.50', 'notWhole'],
    // In Chile the comma is the decimal mark: "2,500" is two and a half, never read as 2500.
    ['cl', '2,500', 'notWhole'],
    ['pe', '2.5', 'notWhole'],
  ])('%s: %j is refused (%s)', (site, text, reason) => {
    expect(parseQuantityEntry(text, site)).toEqual({ ok: false, reason });
  });

  it('steppers stay within 1..9999', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(10_000)).toBe(9999);
    expect(clampQuantity(4.7)).toBe(4);
  });
});

describe('the quantity field describes its trouble', () => {
  it('nothing wrong: valid, described by its hint', () => {
    expect(quantityField('q', null, null)).toEqual({
      refused: false,
      'aria-invalid': false,
      'aria-describedby': 'q-hint',
    });
  });

  it('commerce refused the quantity (no stock): invalid, and the refusal beside it describes it', () => {
    expect(quantityField('q', null, 'No hay stock suficiente: quedan 596')).toEqual({
      refused: true,
      'aria-invalid': true,
      'aria-describedby': 'q-refused q-hint',
    });
  });

  it('a typing mistake since says itself first, in the hint', () => {
    expect(quantityField('q', 'notANumber', 'No hay stock suficiente: quedan 596')).toEqual({
      refused: false,
      'aria-invalid': true,
      'aria-describedby': 'q-hint',
    });
  });
});
