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

/**
 * The inverse: price group, zone, then their two lengths (`'96'`, `'13110'` → `'961311025'`).
 * Each part must be 1 to 9 characters so its length fits one digit; anything else is a
 * RangeError. Parts of 1 + 1 characters are padded to the 6-character minimum with a zero
 * between zone and lengths, which the parser ignores.
 */
export function priceGroupZoneCode(priceGroup: string, zone: string): string {
  for (const part of [priceGroup, zone]) {
    if (part.length < 1 || part.length > 9) {
      throw new RangeError(`price group and zone need 1 to 9 characters: ${JSON.stringify(part)}`);
    }
  }
  const body = `${priceGroup}${zone}`.padEnd(PRICE_GROUP_CODE_MIN_LENGTH - 2, '0');
  return `${body}${priceGroup.length}${zone.length}`;
}
