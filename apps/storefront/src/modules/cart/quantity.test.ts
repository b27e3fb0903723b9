import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantityEntry, quantityField } from './quantity';

describe('typed cart quantity (spec §5 number entry, 1..9999)', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['3,0', 3],
    ['3.0', 3],
    ['9999', 9999],
    ['1', 1],
    // Grouped by threes: thousands, whichever of dot or comma groups them.
    ['1.000', 1000],
    ['2,500', 2500],
    ['9.999', 9999],
    ['1.000,0', 1000],
    ['1,000.0', 1000],
  ])('%j is %i', (text, quantity) => {
    expect(parseQuantityEntry(text)).toEqual({ ok: true, quantity });
  });

  it.each([
    ['', 'notANumber'],
    ['abc', 'notANumber'],
    ['-2', 'notANumber'],
    ['1e3', 'notANumber'],
    ['2,5', 'notWhole'],
    ['0.5', 'notWhole'],
    ['0', 'range'],
    ['10000', 'range'],
    ['10.000', 'range'],
    ['1.000.000', 'range'],
    ['1,5', 'notWhole'],
    ['1.50', 'notWhole'],
  ])('%j is refused (%s)', (text, reason) => {
    expect(parseQuantityEntry(text)).toEqual({ ok: false, reason });
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
