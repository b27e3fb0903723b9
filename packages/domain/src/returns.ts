import type { ReturnPolicy } from '@fierro/tenants';

/**
 * Returns of an order's lines (issue 23), as pure rules: which requests a delivered line may
 * still get, and how a request's state may move. Every window counts from the delivery (or the
 * pickup) and ends at the same time of day `days` later.
 */
export const RETURN_KINDS = ['return', 'warranty', 'rightOfRefusal'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** Why a shopper returns a product or asks a warranty change (the right of refusal needs none). */
export const RETURN_REASONS = [
  'damaged',
  'defective',
  'wrongItem',
  'notAsDescribed',
  'changedMind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

const DAY_MS = 86_400_000;

export interface ReturnWindow {
  kind: ReturnKind;
  /** The last moment a request of this kind is taken. */
  until: Date;
}

/**
 * The kinds of request a line may get at `now`: none before it is delivered; each while its
 * window is open. The right of refusal only where the site has it.
 */
export function openReturnWindows(input: {
  policy: ReturnPolicy;
  rightOfRefusal: boolean;
  deliveredAt: Date | null;
  now: Date;
}): ReturnWindow[] {
  const { policy, deliveredAt, now } = input;
  if (!deliveredAt) return [];
  const days: Record<ReturnKind, number | null> = {
    return: policy.returnDays,
    warranty: policy.warrantyDays,
    rightOfRefusal: input.rightOfRefusal ? policy.rightOfRefusalDays : null,
  };
  return RETURN_KINDS.flatMap((kind) => {
    const n = days[kind];
    if (n === null || n <= 0) return [];
    const until = new Date(deliveredAt.getTime() + n * DAY_MS);
    return now.getTime() <= until.getTime() ? [{ kind, until }] : [];
  });
}

/** Whether a request of this kind gives money back (a warranty change gives a product). */
export const refundsMoney = (kind: ReturnKind): boolean => kind !== 'warranty';

/** A request's moves: requested → approved or rejected; approved → refunded (money back only). */
export function mayMoveReturn(kind: ReturnKind, from: ReturnState, to: ReturnState): boolean {
  if (from === 'requested') return to === 'approved' || to === 'rejected';
  if (from === 'approved') return to === 'refunded' && refundsMoney(kind);
  return false;
}

/** The part of a line's paid total that `quantity` of its units make (floored: never more). */
export const refundAmountOf = (
  line: { total: number; quantity: number },
  quantity: number,
): number => Math.floor((line.total * quantity) / line.quantity);
