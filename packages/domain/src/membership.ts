import type { MembershipTier, StoreCard } from '@fierro/tenants';

/**
 * The store card's loyalty programme (issue 23), as pure rules: the tier that the last 12 months
 * of paid orders reach, the way to the next one, and the points an order earns.
 */
export const MEMBERSHIP_MONTHS = 12;

/** The start of the 12 months that count at `now` (the same day and time, a year earlier). */
export function membershipWindowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

export interface MembershipStanding {
  tier: MembershipTier;
  /** Paid in the last 12 months (minor units). */
  spend: number;
  /** The next tier, its threshold and what is missing to reach it; null at the top. */
  next: { tier: MembershipTier; minSpend: number; missing: number } | null;
  /** Progress from this tier's threshold to the next's, 0..100 (100 at the top). */
  progress: number;
  pointsPercent: number;
}

/** The tier of a 12-month spend: the highest whose threshold it reaches. */
export function membershipStanding(card: StoreCard, spend: number): MembershipStanding {
  const tiers = card.tiers;
  let index = 0;
  tiers.forEach((t, i) => {
    if (spend >= t.minSpend) index = i;
  });
  const current = tiers[index]!;
  const following = tiers[index + 1];
  if (!following) {
    return {
      tier: current.tier,
      spend,
      next: null,
      progress: 100,
      pointsPercent: current.pointsPercent,
    };
  }
  const span = following.minSpend - current.minSpend;
  return {
    tier: current.tier,
    spend,
    next: {
      tier: following.tier,
      minSpend: following.minSpend,
      missing: following.minSpend - spend,
    },
    progress: Math.max(0, Math.min(99, Math.floor(((spend - current.minSpend) * 100) / span))),
    pointsPercent: current.pointsPercent,
  };
}

/** Points an order of `amount` earns at a tier's rate (whole points, floored). */
export const pointsFor = (card: StoreCard, amount: number, pointsPercent: number): number =>
  amount <= 0 ? 0 : Math.floor((amount * pointsPercent) / (card.minorPerPoint * 100));
