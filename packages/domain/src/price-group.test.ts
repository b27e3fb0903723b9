import { describe, expect, it } from 'vitest';
import {
  PRICE_GROUP_CODE_MIN_LENGTH,
  parsePriceGroupAndZone,
  priceGroupZoneCode,
} from './price-group';

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

describe('priceGroupZoneCode (inverse of the spec §3 rule)', () => {
  it.each([
    ['96', '13110', '961311025'],
    ['96', '1300', '96130024'],
    ['1', '2', '120011'], // padded to 6 characters
    ['123456789', '1', '123456789191'],
  ])('%s + %s → %s and back', (priceGroup, zone, code) => {
    expect(priceGroupZoneCode(priceGroup, zone)).toBe(code);
    expect(parsePriceGroupAndZone(code)).toEqual({ priceGroup, zone });
  });

  it.each([
    ['', '1'],
    ['1', ''],
    ['1234567890', '1'],
  ])('%j + %j is a RangeError', (priceGroup, zone) => {
    expect(() => priceGroupZoneCode(priceGroup, zone)).toThrow(RangeError);
  });
});
