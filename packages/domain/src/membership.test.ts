import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { membershipStanding, membershipWindowStart, pointsFor } from './membership';

const card = getTenant('cl')!.storeCard!;

describe('membership (issue 23)', () => {
  it.each([
    [0, 'Fan', 'Premium', 570_000, 0],
    [285_000, 'Fan', 'Premium', 285_000, 50],
    [570_000, 'Premium', 'Elite', 1_805_000, 0],
    [2_374_999, 'Premium', 'Elite', 1, 99],
    [2_375_000, 'Elite', null, null, 100],
  ])('a 12-month spend of %i is %s', (spend, tier, next, missing, progress) => {
    const s = membershipStanding(card, spend);
    expect(s.tier).toBe(tier);
    expect(s.next?.tier ?? null).toBe(next);
    expect(s.next?.missing ?? null).toBe(missing);
    expect(s.progress).toBe(progress);
  });
  it('points: one per 950 CLP at Fan, twice that at Elite, whole points', () => {
    expect(pointsFor(card, 100_000, 100)).toBe(105);
    expect(pointsFor(card, 100_000, 200)).toBe(210);
    expect(pointsFor(card, 949, 100)).toBe(0);
    expect(pointsFor(card, -5, 100)).toBe(0);
  });
  it('the window is the last 12 months', () => {
    expect(membershipWindowStart(new Date('2026-05-10T12:00:00Z')).toISOString()).toBe(
      '2025-05-10T12:00:00.000Z',
    );
  });
});
