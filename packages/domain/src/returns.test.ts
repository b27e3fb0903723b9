import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { mayMoveReturn, openReturnWindows, refundAmountOf } from './returns';

const cl = getTenant('cl')!;
const pe = getTenant('pe')!;
const delivered = new Date('2026-03-01T15:00:00Z');
const days = (n: number) => new Date(delivered.getTime() + n * 86_400_000);
const kinds = (tenant: typeof cl, now: Date, deliveredAt: Date | null = delivered) =>
  openReturnWindows({
    policy: tenant.returnPolicy,
    rightOfRefusal: tenant.rightOfRefusalEnabled,
    deliveredAt,
    now,
  }).map((w) => w.kind);

describe('return windows (issue 23)', () => {
  it('nothing before the delivery', () => {
    expect(kinds(cl, days(1), null)).toEqual([]);
  });
  it('Chile: return, warranty and retracto for 10 days from delivery, to the minute', () => {
    expect(kinds(cl, days(0))).toEqual(['return', 'warranty', 'rightOfRefusal']);
    expect(kinds(cl, days(10))).toEqual(['return', 'warranty', 'rightOfRefusal']);
    expect(kinds(cl, new Date(days(10).getTime() + 60_000))).toEqual(['return', 'warranty']);
    expect(kinds(cl, days(31))).toEqual(['warranty']);
    expect(kinds(cl, days(181))).toEqual([]);
  });
  it('Peru: no retracto, a 12-month warranty', () => {
    expect(kinds(pe, days(2))).toEqual(['return', 'warranty']);
    expect(kinds(pe, days(300))).toEqual(['warranty']);
  });
  it('the window ends where the registry says', () => {
    const [ret] = openReturnWindows({
      policy: cl.returnPolicy,
      rightOfRefusal: true,
      deliveredAt: delivered,
      now: delivered,
    });
    expect(ret?.until.toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });
});

describe('return states', () => {
  it('requested → approved | rejected; approved → refunded only for money back', () => {
    expect(mayMoveReturn('return', 'requested', 'approved')).toBe(true);
    expect(mayMoveReturn('return', 'requested', 'rejected')).toBe(true);
    expect(mayMoveReturn('return', 'requested', 'refunded')).toBe(false);
    expect(mayMoveReturn('return', 'approved', 'refunded')).toBe(true);
    expect(mayMoveReturn('rightOfRefusal', 'approved', 'refunded')).toBe(true);
    expect(mayMoveReturn('warranty', 'approved', 'refunded')).toBe(false);
    expect(mayMoveReturn('return', 'rejected', 'approved')).toBe(false);
    expect(mayMoveReturn('return', 'refunded', 'refunded')).toBe(false);
  });
  it('a refund is the units part of the line total, floored', () => {
    expect(refundAmountOf({ total: 1000, quantity: 3 }, 1)).toBe(333);
    expect(refundAmountOf({ total: 1000, quantity: 3 }, 3)).toBe(1000);
  });
});
