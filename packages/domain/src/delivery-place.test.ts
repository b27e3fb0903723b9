import { describe, expect, it } from 'vitest';
import { canonicalZipCode, isDeliveryPlace, placeLevelToPick } from './delivery-place';

describe('isDeliveryPlace', () => {
  it.each([
    ['a comuna (deepest of two levels)', [true, false], 2, true],
    ['a region with comunas', [true], 2, false],
    ['a department with no cities', [false], 2, true],
    ['nothing', [], 2, false],
    ['a place on a one-level site', [true], 1, true],
  ])('%s', (_name, children, levels, expected) => {
    const path = children.map((hasChildren) => ({ hasChildren }));
    expect(isDeliveryPlace(path, levels)).toBe(expected);
  });
});

describe('placeLevelToPick', () => {
  const level = (picked: string | null, options = 3) => ({
    picked,
    options: Array.from({ length: options }),
  });
  it.each([
    ['nothing picked', [level(null), level(null, 0)], 1],
    ['a region with comunas', [level('CL-13'), level(null)], 1],
    ['a region and its comuna', [level('CL-13'), level('13101')], null],
    ['a department without cities', [level('UY-AR'), level(null, 0)], null],
    ['a gap above a pick', [level(null), level('13101')], 0],
    [
      'three levels, the middle one last with places under it',
      [level('a'), level('b'), level(null)],
      2,
    ],
    ['three levels, the middle one a leaf', [level('a'), level('b'), level(null, 0)], null],
    ['no levels at all', [], null],
  ])('%s', (_name, levels, expected) => {
    expect(placeLevelToPick(levels)).toBe(expected);
  });
});

describe('canonicalZipCode', () => {
  it.each([
    ['BR', '01129-474', '01129-474'],
    ['BR', '01129474', '01129-474'],
    ['BR', ' 01.129-474 ', '01129-474'],
    ['BR', '0112947', '0112947'],
    ['MX', '06600', '06600'],
    ['MX', '06 600', '06600'],
    ['MX', 'abc', 'abc'],
  ])('%s %j is %j', (country, typed, canonical) => {
    expect(canonicalZipCode(country, typed)).toBe(canonical);
  });
});
