import { describe, expect, it } from 'vitest';
import { PRICE_GROUP_CODE_MIN_LENGTH, parsePriceGroupAndZone } from './price-group';

describe('parsePriceGroupAndZone (spec §3)', () => {
  it('minimum length is 6 (spec §9)', () => {
    expect(PRICE_GROUP_CODE_MIN_LENGTH).toBe(6);
  });

  it.each([
    ['961311025', { priceGroup: '96', zone: '13110' }],
    ['9613125', null], // 2 + 5 overflows into the length characters
    ['ab1212', { priceGroup: 'a', zone: 'b1' }], // exactly 6 characters: prefix 1, zone 2
    ['123411', { priceGroup: '1', zone: '2' }], // trailing characters are ignored
    ['PG01Z0023', { priceGroup: 'PG', zone: '01Z' }],
    ['12345', null], // under 6
    ['', null],
    ['1234x1', null], // group length not a digit
    ['12341x', null], // zone length not a digit
    ['123401', null], // zero-length price group
    ['123410', null], // zero-length zone
    ['abcd33', null], // 3 + 3 > 4
    ['abcd22', { priceGroup: 'ab', zone: 'cd' }], // exactly fills the body
    ['ñandú12', { priceGroup: 'ñ', zone: 'an' }], // unicode counted per UTF-16 unit
  ])('%j → %j', (code, want) => {
    expect(parsePriceGroupAndZone(code)).toEqual(want);
  });
});
