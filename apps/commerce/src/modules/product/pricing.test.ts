import { describe, expect, it } from 'vitest';
import { bestPrice, type PriceRow, resolvePrices } from './pricing';

const d = (s: string) => new Date(s);
const now = d('2026-11-22T12:00:00Z');
const row = (over: Partial<PriceRow>): PriceRow => ({
  type: 'NORMAL',
  amount: 10000,
  currency: 'CLP',
  priceGroup: null,
  validFrom: null,
  validTo: null,
  ...over,
});

describe('resolvePrices', () => {
  it('keeps every type valid today, lowest first and NORMAL last', () => {
    const prices = resolvePrices(
      [
        row({ type: 'NORMAL', amount: 12990 }),
        row({ type: 'INTERNET', amount: 10990 }),
        row({ type: 'CMR', amount: 9990, validFrom: d('2026-11-01'), validTo: d('2026-12-01') }),
      ],
      '96',
      now,
    );
    expect(prices.map((p) => [p.type, p.amount])).toEqual([
      ['CMR', 9990],
      ['INTERNET', 10990],
      ['NORMAL', 12990],
    ]);
    expect(prices[0]?.validity).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
    expect(bestPrice(prices)?.type).toBe('CMR');
  });

  it('drops expired and future rows (end exclusive)', () => {
    const prices = resolvePrices(
      [
        row({ type: 'EVENT', amount: 1, validTo: d('2026-11-22T12:00:00Z') }),
        row({ type: 'AB', amount: 2, validFrom: d('2026-11-23') }),
        row({ type: 'NORMAL', amount: 5 }),
      ],
      null,
      now,
    );
    expect(prices.map((p) => p.type)).toEqual(['NORMAL']);
  });

  it("prefers the shopper's price group over the base list, and ignores other groups", () => {
    const prices = resolvePrices(
      [
        row({ type: 'NORMAL', amount: 12990 }),
        row({ type: 'NORMAL', amount: 11990, priceGroup: '96' }),
        row({ type: 'NORMAL', amount: 8000, priceGroup: '12' }),
      ],
      '96',
      now,
    );
    expect(prices).toEqual([{ type: 'NORMAL', amount: 11990, currency: 'CLP' }]);
  });

  it('among equal rows the one that started last wins', () => {
    const prices = resolvePrices(
      [
        row({ type: 'EVENT', amount: 900, validFrom: d('2026-10-01') }),
        row({ type: 'EVENT', amount: 800, validFrom: d('2026-11-20') }),
      ],
      null,
      now,
    );
    expect(prices.map((p) => p.amount)).toEqual([800]);
  });

  it('gives no best price without rows', () => {
    expect(bestPrice(resolvePrices([], null, now))).toBeNull();
  });
});
