import { CLP, PEN, USD } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  formatMinorUnits,
  formatPrice,
  formatQuantity,
  fromMinorUnits,
  lineNormalTotal,
  parsePrice,
  promotionSavingOf,
  toMinorUnits,
} from './price';

describe('parsePrice keeps digits and the tenant decimal separator (spec §5)', () => {
  it.each([
    ['$ 12.990', 'cl', 12990],
    ['$ 12.990', 'homy', 12990],
    ['$ 1.234.567', 'co', 1234567],
    ['$ 1.299,50', 'ar', 1299.5],
    ['$ 1.299,50', 'uy', 1299.5],
    ['R$ 1.299,90', 'br', 1299.9],
    ['R$ 0,99', 'dicico', 0.99],
    ['S/ 1,299.90', 'pe', 1299.9],
    ['S/ 1.299,90', 'pe', 1.2999], // Peru's decimal is the dot: the comma goes
    ['$ 12.990', 'mx', 12990],
    ['', 'cl', 0],
    ['gratis', 'cl', 0],
    [',', 'br', 0],
    ['.', 'pe', 0],
    ['1,2,3', 'br', 0],
    ['1.2.3', 'pe', 0],
    ['-500', 'cl', 500], // the sign is not a digit: stripped
    ['١٢٣', 'cl', 0], // Arabic-Indic digits are not ASCII digits
    ['$ 12.990', 'xx', 12990], // unknown tenant: default separators
  ])('%j on %s → %d', (text, tenant, want) => {
    expect(parsePrice(text, tenant)).toBe(want);
  });
});

describe('formatPrice with the tenant separators, precision and symbol (spec §3, §9)', () => {
  it.each([
    [12990, 'cl', undefined, '$ 12.990'],
    [12990, 'homy', undefined, '$ 12.990'],
    [1234567, 'co', undefined, '$ 1.234.567'],
    [1299.5, 'ar', undefined, '$ 1.300'], // precision 0 rounds
    [1299.4, 'uy', undefined, '$ 1.299'],
    [25, 'uy', 'USD', 'US$ 25'],
    [25, 'uy', 'UYU', '$ 25'],
    [1299.9, 'br', undefined, 'R$ 1.299,90'],
    [0.5, 'dicico', undefined, 'R$ 0,50'],
    [1299.9, 'pe', undefined, 'S/ 1,299.90'],
    [1.005, 'pe', undefined, 'S/ 1.01'], // half rounds up despite binary floats
    [999.999, 'pe', undefined, 'S/ 1,000.00'],
    [60000, 'mx', undefined, '$ 60.000'],
    [0, 'cl', undefined, '$ 0'],
    [0, 'pe', undefined, 'S/ 0.00'],
    [999, 'cl', undefined, '$ 999'],
    [1000, 'cl', undefined, '$ 1.000'],
    [-1500, 'cl', undefined, '-$ 1.500'],
    [-0.001, 'pe', undefined, 'S/ 0.00'], // rounds to zero: no minus
    [1500, 'xx', undefined, '$ 1.500'], // unknown tenant: default separators and $
  ])('%d on %s (%s) → %s', (amount, tenant, currency, want) => {
    expect(formatPrice(amount, tenant, currency)).toBe(want);
  });

  it('a currency the site does not sell in is a RangeError', () => {
    expect(() => formatPrice(1, 'cl', 'USD')).toThrow(RangeError);
    expect(() => formatPrice(1, 'xx', 'USD')).toThrow(/USD/);
  });
});

describe('minor units (DESIGN §5)', () => {
  it.each([
    [1299.9, PEN, 129990],
    [12990, CLP, 12990],
    [0.1 + 0.2, USD, 30],
    [0, PEN, 0],
  ])('%d major → minor', (major, currency, minor) => {
    expect(toMinorUnits(major, currency)).toBe(minor);
    expect(fromMinorUnits(minor, currency)).toBeCloseTo(major, 10);
  });

  it.each([
    [129990, 'pe', undefined, 'S/ 1,299.90'],
    [12990, 'cl', undefined, '$ 12.990'],
    [12990, 'co', undefined, '$ 12.990'],
    [129990, 'br', undefined, 'R$ 1.299,90'],
    [2550, 'uy', 'USD', 'US$ 26'], // US$ 25.50 at Uruguay's precision 0
    [2500, 'uy', undefined, '$ 25'],
    [129950, 'mx', undefined, '$ 1.300'],
    [1500, 'xx', undefined, '$ 1.500'],
  ])('formatMinorUnits(%d, %s, %s) → %s', (minor, tenant, currency, want) => {
    expect(formatMinorUnits(minor, tenant, currency)).toBe(want);
  });
});

describe('formatQuantity: quantities that are not money, with the site separators', () => {
  it.each([
    ['cl', 1.44, '1,44'],
    ['mx', 1.44, '1,44'],
    ['mx', 11.52, '11,52'],
    ['pe', 1.08, '1.08'],
    ['br', 2.16, '2,16'],
    ['cl', 1.5, '1,5'],
    ['cl', 2, '2'],
    ['cl', 1250.5, '1.250,5'],
    ['pe', 1250.5, '1,250.5'],
    ['cl', 0.005, '0,01'],
  ])('%s %s -> %s', (site, value, shown) => {
    expect(formatQuantity(value, site)).toBe(shown);
  });

  it('keeps one decimal for a rating', () => {
    expect(formatQuantity(4.25, 'mx', 1)).toBe('4,3');
  });
});

describe('lineNormalTotal: what a line pays plus what it saves', () => {
  it.each([
    [{ total: 5272, saving: 728 }, 6000],
    [{ total: 1599, saving: 0 }, 1599],
    [{ total: 1000, saving: -5 }, 1000],
  ])('%o -> %s', (line, normal) => {
    expect(lineNormalTotal(line)).toBe(normal);
  });
});

describe("a multiple-unit promotion's saving on an order line", () => {
  it.each([
    ['3x2 on 3 units of 7.990', 'p1', 7_990, 3, 15_980, 7_990],
    ['3x2 on 7 units', 'p1', 7_990, 7, 39_950, 15_980],
    ['no promotion, whatever the total', null, 7_990, 3, 15_980, 0],
    ['never below nothing', 'p1', 7_990, 1, 9_000, 0],
  ])('%s', (_name, promotionId, unitPrice, quantity, total, saving) => {
    expect(promotionSavingOf({ promotionId, unitPrice, quantity, total })).toBe(saving);
  });
});
