import type { Pricing } from '@fierro/commerce/contract';
import { getTenant, TENANT_CODES, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { installmentPlans, priceView } from './prices';

const tenant = (code: string) => getTenant(code) as Tenant;
const pricing = (over: Partial<Pricing> = {}): Pricing => ({
  currency: 'CLP',
  saleUnit: 'unit',
  coverage: null,
  paid: { type: 'INTERNET', amount: 8000 },
  reference: { type: 'NORMAL', amount: 10000 },
  card: null,
  bundles: [],
  saving: { amount: 2000, percent: 20 },
  unitMeasure: null,
  ...over,
});

describe('priceView names and places what commerce answered (no amount is computed here)', () => {
  it('paid first, then the struck reference, the card price and bundle prices', () => {
    const v = priceView(
      pricing({
        card: { type: 'CMR', amount: 7000, name: 'CMR' },
        bundles: [{ type: 'AB', amount: 6500 }],
      }),
      tenant('cl'),
    );
    expect(v.rows.map((r) => [r.kind, r.amount, Boolean(r.struck)])).toEqual([
      ['internet', 8000, false],
      ['normal', 10000, true],
      ['card', 7000, false],
      ['ab', 6500, false],
    ]);
    expect(v.main).toBe(v.rows[0]);
  });

  it.each<[Pricing['paid'], string]>([
    [{ type: 'NORMAL', amount: 1 }, 'normal'],
    [{ type: 'INTERNET', amount: 1 }, 'internet'],
    [{ type: 'EVENT', amount: 1, validTo: '2026-12-01T00:00:00Z' }, 'event'],
    [{ type: 'SAVING', amount: 1 }, 'offer'],
    [{ type: 'PRECIOS_PRO', amount: 1 }, 'pro'],
    [{ type: 'CMR', amount: 1 }, 'card'],
  ])('a paid %j is shown as %s', (paid, kind) => {
    expect(priceView(pricing({ paid }), tenant('cl')).main?.kind).toBe(kind);
  });

  it('the saving carries the site savings word, the amounts as answered', () => {
    for (const code of TENANT_CODES) {
      expect(priceView(pricing(), tenant(code)).saving).toEqual({
        word: tenant(code).savingsWord,
        amount: 2000,
        percent: 20,
      });
    }
  });

  it('the store card and its page where the registry gives the site a card, nothing elsewhere', () => {
    for (const code of TENANT_CODES) {
      const t = tenant(code);
      const v = priceView(pricing({ card: { type: 'CMR', amount: 7000, name: 'CMR' } }), t);
      if (t.storeCard) {
        expect(v.card, code).toMatchObject({ name: 'CMR', link: t.links.cmrWithCard });
        expect(priceView(pricing(), t).card?.link, code).toBe(t.links.cmrWithoutCard);
      } else {
        expect(v.card, code).toBeNull();
      }
    }
  });

  it("the combo button on Chile's combo prices only", () => {
    const combo = pricing({ bundles: [{ type: 'COMBO', amount: 6000 }] });
    expect(priceView(combo, tenant('cl')).comboButton).toBe(true);
    expect(priceView(combo, tenant('pe')).comboButton).toBe(false);
    expect(priceView(pricing(), tenant('cl')).comboButton).toBe(false);
  });

  it('no price: nothing to pay, no rows', () => {
    const v = priceView(pricing({ paid: null, reference: null, saving: null }), tenant('cl'));
    expect(v.main).toBeNull();
    expect(v.rows).toEqual([]);
  });
});

describe('installmentPlans', () => {
  const plan = (bank: string, months: number, interestFree: boolean) => ({
    bank,
    months,
    interestFree,
    monthlyAmount: 100,
    lastAmount: 100,
    total: 100 * months,
    currency: 'CLP',
  });
  it('interest-free first, fewer months first; the headline is the longest interest-free plan', () => {
    const { plans, best } = installmentPlans([
      plan('B', 24, false),
      plan('A', 12, true),
      plan('A', 3, true),
    ]);
    expect(plans.map((p) => p.months)).toEqual([3, 12, 24]);
    expect(best?.months).toBe(12);
  });
  it('without an interest-free plan the headline is the first', () => {
    expect(installmentPlans([plan('B', 24, false)]).best?.months).toBe(24);
    expect(installmentPlans([]).best).toBeNull();
  });
});
