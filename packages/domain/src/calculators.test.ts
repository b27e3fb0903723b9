import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesForArea, paintForArea, parseNumberEntry } from './calculators';

describe('parseNumberEntry (spec §5: digits, dot or comma)', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    [',5', 0.5],
    ['7.', 7],
    [' 3 ', 3],
  ])('%j reads as %d', (text, n) => expect(parseNumberEntry(text)).toBe(n));

  it.each(['', 'abc', '12a', '-3', '1e3', '.', ',,', '12 5'])('%j is not a number entry', (text) =>
    expect(parseNumberEntry(text)).toBeNull(),
  );

  // One rule for every field a shopper types a number in (the product page's quantity box and
  // its calculators): a thousand typed in the site's format is a thousand in all of them.
  it.each([
    // Comma-decimal sites (Chile, Argentina, Brazil): the dot groups thousands.
    ['cl', '1.000', 1000],
    ['ar', '1.000', 1000],
    ['br', '1.000', 1000],
    ['cl', '1.000,5', 1000.5],
    ['ar', '12.500,25', 12500.25],
    ['cl', '1.000.000', 1_000_000],
    ['cl', '12,5', 12.5],
    ['cl', '12.5', 12.5],
    ['cl', '12.50', 12.5],
    ['cl', '1,000', 1],
    ['cl', '1,000.5', 1000.5],
    ['cl', '1,000,000', 1_000_000],
    ['cl', '1.0000', 1],
    ['cl', '3,0', 3],
    ['cl', '7', 7],
    // Peru writes 1,000.50: there the comma groups thousands.
    ['pe', '1,000', 1000],
    ['pe', '1,000.5', 1000.5],
    ['pe', '12.5', 12.5],
    ['pe', '12,5', 12.5],
    ['pe', '1.000', 1],
    ['pe', '1.000.000', 1_000_000],
  ])('%s: %j reads as %d', (site, text, n) => expect(parseNumberEntry(text, site)).toBe(n));

  it('without a site, a label keeps its decimals ("3,785 L" is a gallon, not 3785 litres)', () => {
    expect(parseNumberEntry('3,785')).toBe(3.785);
    expect(parseNumberEntry('1.000.000')).toBe(1_000_000);
  });
});

describe('boxesForArea', () => {
  it('adds the waste allowance and rounds up to whole boxes', () => {
    // 20 m² + 10 % = 22 m²; 1.44 m² per box → 15.28 → 16 boxes covering 23.04 m².
    expect(
      boxesForArea({ area: 20, coveragePerBox: 1.44, wastePercent: 10, boxPrice: 12990 }),
    ).toEqual({ areaWithWaste: 22, boxes: 16, coveredArea: 23.04, total: 207840 });
  });

  it('an exact multiple needs no extra box (no float artefact)', () => {
    expect(
      boxesForArea({ area: 3, coveragePerBox: 1.5, wastePercent: 0, boxPrice: 100 })?.boxes,
    ).toBe(2);
    expect(
      boxesForArea({ area: 0.3, coveragePerBox: 0.1, wastePercent: 0, boxPrice: 1 })?.boxes,
    ).toBe(3);
  });

  it('refuses a non-positive area or coverage and a negative waste', () => {
    expect(boxesForArea({ area: 0, coveragePerBox: 1, wastePercent: 0, boxPrice: 1 })).toBeNull();
    expect(boxesForArea({ area: 1, coveragePerBox: 0, wastePercent: 0, boxPrice: 1 })).toBeNull();
    expect(boxesForArea({ area: 1, coveragePerBox: 1, wastePercent: -1, boxPrice: 1 })).toBeNull();
  });

  it('always covers the area with its allowance, with less than one spare box', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 5000, noNaN: true }),
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        fc.integer({ min: 0, max: 30 }),
        (area, coverage, waste) => {
          const r = boxesForArea({
            area,
            coveragePerBox: coverage,
            wastePercent: waste,
            boxPrice: 1,
          });
          expect(r).not.toBeNull();
          expect(r!.boxes * coverage).toBeGreaterThanOrEqual(r!.areaWithWaste - 1e-6);
          expect((r!.boxes - 1) * coverage).toBeLessThan(r!.areaWithWaste + 1e-6);
          expect(r!.total).toBe(r!.boxes);
        },
      ),
    );
  });
});

describe('paintForArea', () => {
  it('area × coats / yield gives litres, then whole cans', () => {
    // 40 m², 2 coats, 10 m²/l → 8 l → two 4-litre cans... exactly 2.
    expect(
      paintForArea({ area: 40, coats: 2, yieldPerLitre: 10, canLitres: 4, canPrice: 25990 }),
    ).toEqual({
      litres: 8,
      cans: 2,
      total: 51980,
    });
    // 35 m², 2 coats, 12 m²/l → 5.83 l → two 3.785-litre gallons.
    expect(paintForArea({ area: 35, coats: 2, yieldPerLitre: 12, canLitres: 3.785 })).toEqual({
      litres: 5.84,
      cans: 2,
      total: 0,
    });
  });

  it('refuses zero coats, a fractional coat count and non-positive figures', () => {
    expect(paintForArea({ area: 10, coats: 0, yieldPerLitre: 10, canLitres: 1 })).toBeNull();
    expect(paintForArea({ area: 10, coats: 1.5, yieldPerLitre: 10, canLitres: 1 })).toBeNull();
    expect(paintForArea({ area: 10, coats: 1, yieldPerLitre: 0, canLitres: 1 })).toBeNull();
    expect(paintForArea({ area: -1, coats: 1, yieldPerLitre: 10, canLitres: 1 })).toBeNull();
  });
});
