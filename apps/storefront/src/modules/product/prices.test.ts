import type { Price } from '@fierro/commerce/contract';
import { getTenant, TENANT_CODES, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { installmentPlans, priceView } from './prices';

const tenant = (code: string) => getTenant(code) as Tenant;
const now = new Date('2026-06-15T12:00:00Z');
const p = (type: Price['type'], amount: number, extra: Partial<Price> = {}): Price => ({
  type,
  amount,
  currency: 'CLP',
  ...extra,
});
const ctx = (
  code: string,
  over: { business?: boolean; unit?: { name: string; perBox: number | null } } = {},
) => ({
  tenant: tenant(code),
  business: over.business ?? false,
  now,
  unit: over.unit ?? null,
});

describe('priceView: which price types a shopper sees', () => {
  it('internet price paid, normal struck, saving with the tenant savings word', () => {
    for (const [code, word] of [
      ['cl', 'Ahorro'],
      ['br', 'Economia'],
    ] as const) {
      const v = priceView([p('INTERNET', 8000), p('NORMAL', 10000)], ctx(code));
      expect(v.main).toMatchObject({ kind: 'internet', amount: 8000 });
      expect(v.rows.map((r) => [r.kind, Boolean(r.struck)])).toEqual([
        ['internet', false],
        ['normal', true],
      ]);
      expect(v.saving).toEqual({ word, amount: 2000, percent: 20, currency: 'CLP' });
    }
  });

  it('a lone normal price is the main price, not struck, no saving', () => {
    const v = priceView([p('NORMAL', 10000)], ctx('pe'));
    expect(v.rows).toEqual([{ kind: 'normal', type: 'NORMAL', amount: 10000, currency: 'CLP' }]);
    expect(v.saving).toBeNull();
  });

  it('card (CMR) price below the paid price carries the loyalty logo and card page', () => {
    const cl = tenant('cl');
    const v = priceView([p('CMR', 7000), p('NORMAL', 10000)], ctx('cl'));
    expect(v.main?.kind).toBe('normal');
    expect(v.card).toEqual({
      row: expect.objectContaining({ kind: 'card', amount: 7000 }),
      logo: cl.loyaltyLogo,
      link: cl.links.cmrWithCard,
    });
  });

  it('an event price shows only inside its window', () => {
    const inside = p('EVENT', 6000, {
      validity: { from: '2026-06-10T00:00:00Z', to: '2026-06-20T00:00:00Z' },
    });
    const ended = p('EVENT', 5000, {
      validity: { from: '2026-06-01T00:00:00Z', to: '2026-06-14T00:00:00Z' },
    });
    expect(priceView([inside, p('NORMAL', 10000)], ctx('cl')).main).toMatchObject({
      kind: 'event',
      validTo: '2026-06-20T00:00:00Z',
    });
    expect(priceView([ended, p('NORMAL', 10000)], ctx('cl')).main?.kind).toBe('normal');
  });

  it('Precios Pro only for business shoppers', () => {
    const prices = [p('PRECIOS_PRO', 9000), p('NORMAL', 10000)];
    expect(priceView(prices, ctx('cl')).rows.some((r) => r.kind === 'pro')).toBe(false);
    const b = priceView(prices, ctx('cl', { business: true }));
    expect(b.main).toMatchObject({ kind: 'pro', amount: 9000 });
  });

  it('m² price and price per box for tiles', () => {
    const v = priceView(
      [p('NORMAL', 14400, { unit: 'caja' }), p('M2', 10000, { unit: 'm2' })],
      ctx('cl', { unit: { name: 'm2', perBox: 1.44 } }),
    );
    expect(v.m2).toEqual({ perM2: 10000, perBox: 14400, coverage: 1.44, currency: 'CLP' });
    expect(v.rows.some((r) => r.kind === 'm2')).toBe(false);
    const internet = priceView(
      [p('INTERNET', 12960), p('NORMAL', 14400, { unit: 'caja' }), p('M2', 10000, { unit: 'm2' })],
      ctx('cl', { unit: { name: 'm2', perBox: 1.44 } }),
    );
    expect(internet.m2).toEqual({ perM2: 9000, perBox: 12960, coverage: 1.44, currency: 'CLP' });
  });

  it('price-unit-measure line where the registry enables it (Colombia), not elsewhere', () => {
    const tile = { unit: { name: 'm2', perBox: 1.5 } };
    const prices = [p('NORMAL', 15000, { unit: 'caja' }), p('M2', 10000)];
    expect(priceView(prices, ctx('co', tile)).unitMeasure).toEqual({
      amount: 10000,
      unit: 'm²',
      currency: 'CLP',
    });
    expect(priceView(prices, ctx('cl', tile)).unitMeasure).toBeNull();
  });

  it("combo 'view product' button where the registry enables it (Chile)", () => {
    const prices = [p('COMBO', 8000), p('NORMAL', 10000)];
    expect(priceView(prices, ctx('cl')).comboButton).toBe(true);
    expect(priceView(prices, ctx('pe')).comboButton).toBe(false);
    expect(priceView([p('AB', 8500), p('NORMAL', 10000)], ctx('cl')).main?.kind).toBe('ab');
  });

  it('a stated SAVING price gives the saving when nothing else is cheaper', () => {
    const v = priceView([p('NORMAL', 10000), p('SAVING', 9000)], ctx('br'));
    expect(v.saving).toEqual({ word: 'Economia', amount: 1000, percent: 10, currency: 'CLP' });
  });
});

describe('price display rules per tenant (registry properties, every tenant)', () => {
  const tile = { unit: { name: 'm2', perBox: 1.5 } };
  const rows = TENANT_CODES.map((code) => {
    const t = tenant(code);
    return [
      code,
      {
        word: t.savingsWord,
        unitMeasure: t.priceUnitMeasureEnabled,
        comboButton: t.comboViewProductButtonEnabled,
        withCard: t.links.cmrWithCard,
        withoutCard: t.links.cmrWithoutCard,
      },
    ] as const;
  });

  it('the registry rows are the spec §3 / §6 ones', () => {
    const on = (key: 'unitMeasure' | 'comboButton') =>
      rows.filter(([, r]) => r[key]).map(([c]) => c);
    expect(on('unitMeasure')).toEqual(['co']);
    expect(on('comboButton')).toEqual(['cl']);
    expect(
      Object.fromEntries(rows.filter(([, r]) => r.word === 'Economia').map(([c]) => [c, true])),
    ).toEqual({ br: true, dicico: true });
  });

  it.each(rows)('%s: savings word, unit-measure line, combo button, card pages', (code, want) => {
    const v = priceView(
      [
        p('INTERNET', 12000),
        p('NORMAL', 15000, { unit: 'caja' }),
        p('M2', 10000),
        p('COMBO', 14000),
      ],
      ctx(code, tile),
    );
    expect(v.saving?.word).toBe(want.word);
    expect(v.unitMeasure !== null).toBe(want.unitMeasure);
    expect(v.comboButton).toBe(want.comboButton);
    // No card price: the card page for products without one; with a lower card price, the other.
    expect(v.card).toEqual({ row: null, logo: tenant(code).loyaltyLogo, link: want.withoutCard });
    const card = priceView([p('CMR', 9000), p('NORMAL', 15000)], ctx(code)).card;
    expect(card.link).toBe(want.withCard);
    expect(card.row).toMatchObject({ kind: 'card', amount: 9000 });
  });

  it('a card price not below what the shopper pays shows no card row', () => {
    const v = priceView([p('CMR', 8000), p('INTERNET', 8000), p('NORMAL', 10000)], ctx('cl'));
    expect(v.card.row).toBeNull();
    expect(v.rows.some((r) => r.kind === 'card')).toBe(false);
  });

  it('Precios Pro is hidden from consumers on every tenant', () => {
    for (const code of TENANT_CODES) {
      const v = priceView([p('PRECIOS_PRO', 9000), p('NORMAL', 10000)], ctx(code));
      expect(v.main?.kind, code).toBe('normal');
    }
  });
});

describe('installmentPlans', () => {
  const plan = (bank: string, months: number, interestFree: boolean, monthlyAmount: number) => ({
    bank,
    months,
    interestFree,
    monthlyAmount,
    currency: 'CLP',
  });

  it('totals and interest per plan; the longest interest-free plan is the headline', () => {
    const { plans, best } = installmentPlans(
      [
        plan('Banco B', 12, false, 1000),
        plan('Banco A', 3, true, 3334),
        plan('Banco A', 6, true, 1667),
      ],
      10000,
    );
    expect(plans.map((x) => [x.bank, x.months, x.total, x.interest])).toEqual([
      ['Banco A', 3, 10002, 0],
      ['Banco A', 6, 10002, 0],
      ['Banco B', 12, 12000, 2000],
    ]);
    expect(best).toMatchObject({ months: 6, interestFree: true });
  });

  it('without interest-free plans the first plan is the headline; none gives null', () => {
    expect(installmentPlans([plan('X', 12, false, 1000)], 10000).best?.months).toBe(12);
    expect(installmentPlans([], 10000)).toEqual({ plans: [], best: null });
  });
});
