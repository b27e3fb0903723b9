import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { lastDayInForce } from './date';

const t = (code: string) => getTenant(code) as Tenant;

describe('lastDayInForce', () => {
  it.each([
    // An end at midnight UTC of the 9th is the evening of the 8th in the Americas.
    ['cl', '2026-12-09T00:00:00Z', '8 de diciembre'],
    ['mx', '2026-12-09T00:00:00Z', '8 de diciembre'],
    ['br', '2026-12-09T00:00:00Z', '8 de dezembro'],
    // An end at local midnight (03:00 UTC in Santiago's summer) names the day before it.
    ['cl', '2026-12-10T03:00:00Z', '9 de diciembre'],
    // An end in the middle of a local day names that day: it is still in force that morning.
    ['pe', '2026-12-10T17:00:00Z', '10 de diciembre'],
    // Brazil writes the first of the month as an ordinal; Spanish as a plain number.
    ['br', '2026-12-02T03:00:00Z', '1º de dezembro'],
    ['cl', '2026-12-02T03:00:00Z', '1 de diciembre'],
  ])('%s: a window ending %s is in force until %s', (code, validTo, want) => {
    expect(lastDayInForce(validTo, t(code))).toBe(want);
  });
});
