/** Spec §9: a price-group code has at least 6 characters. */
export const PRICE_GROUP_CODE_MIN_LENGTH = 6;

export interface PriceGroupAndZone {
  priceGroup: string;
  zone: string;
}

/**
 * Spec §3: with at least 6 characters, the second-to-last character is the length of the
 * price-group prefix and the last one the length of the zone that follows it.
 * `'961311025'` → lengths 2 and 5 → `{ priceGroup: '96', zone: '13110' }`.
 * Decided: null when the code is shorter than 6, when either length character is not a digit
 * or is 0, or when prefix and zone would reach into the two length characters.
 */
export function parsePriceGroupAndZone(code: string): PriceGroupAndZone | null {
  if (code.length < PRICE_GROUP_CODE_MIN_LENGTH) return null;
  const groupLength = digitAt(code, code.length - 2);
  const zoneLength = digitAt(code, code.length - 1);
  if (!groupLength || !zoneLength) return null;
  if (groupLength + zoneLength > code.length - 2) return null;
  return {
    priceGroup: code.slice(0, groupLength),
    zone: code.slice(groupLength, groupLength + zoneLength),
  };
}

function digitAt(text: string, index: number): number {
  const c = text.charAt(index);
  return c >= '0' && c <= '9' ? Number(c) : 0;
}
