import { type PriceType, shownStep } from '@fierro/domain';
import { getTenant, type Tenant } from '@fierro/tenants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installments } from './installments';
import type { PriceRow } from './price-rows';
import {
  badgesWith,
  GUEST,
  groupsOf,
  type PriceInput,
  priceOf,
  type SaleFacts,
  type Shopper,
  savingPercent,
} from './price-rule';

const cl = getTenant('cl') as Tenant;
const br = getTenant('br') as Tenant;
const co = getTenant('co') as Tenant;
const NOW = new Date('2026-11-25T12:00:00Z');
const at = (iso: string) => new Date(iso);

const row = (type: PriceType, amount: number, extra: Partial<PriceRow> = {}): PriceRow => ({
  type,
  amount,
  currency: 'CLP',
  priceGroup: null,
  validFrom: null,
  validTo: null,
  ...extra,
});
const ITEM: SaleFacts = { saleUnit: 'unit', coveragePerBox: null, litres: null };
const TILE: SaleFacts = { saleUnit: 'm2', coveragePerBox: 2.16, litres: null };
const price = (rows: PriceRow[], more: Partial<PriceInput> = {}) =>
  priceOf({ rows, groups: [], now: NOW, shopper: GUEST, sale: ITEM, tenant: cl, ...more });
const company: Shopper = { ...GUEST, account: 'company' };
const businessMode: Shopper = { ...GUEST, businessMode: true };

describe('the paid price, type by type', () => {
  it.each<[string, PriceRow[], Shopper, PriceType | null, number | null]>([
    ['NORMAL alone is paid', [row('NORMAL', 19990)], GUEST, 'NORMAL', 19990],
    [
      'INTERNET below NORMAL',
      [row('NORMAL', 19990), row('INTERNET', 17990)],
      GUEST,
      'INTERNET',
      17990,
    ],
    [
      'EVENT below INTERNET',
      [row('NORMAL', 19990), row('INTERNET', 17990), row('EVENT', 14990)],
      GUEST,
      'EVENT',
      14990,
    ],
    [
      'SAVING is an offer price',
      [row('NORMAL', 19990), row('SAVING', 17990)],
      GUEST,
      'SAVING',
      17990,
    ],
    [
      'a tie with NORMAL claims no offer',
      [row('NORMAL', 19990), row('INTERNET', 19990)],
      GUEST,
      'NORMAL',
      19990,
    ],
    [
      'CMR is never paid by a guest',
      [row('NORMAL', 19990), row('CMR', 9990)],
      GUEST,
      'NORMAL',
      19990,
    ],
    [
      'PRECIOS_PRO is not paid by a guest',
      [row('NORMAL', 19990), row('PRECIOS_PRO', 15990)],
      GUEST,
      'NORMAL',
      19990,
    ],
    [
      'PRECIOS_PRO is paid by a company',
      [row('NORMAL', 19990), row('PRECIOS_PRO', 15990)],
      company,
      'PRECIOS_PRO',
      15990,
    ],
    [
      'PRECIOS_PRO is paid in business mode',
      [row('NORMAL', 19990), row('PRECIOS_PRO', 15990)],
      businessMode,
      'PRECIOS_PRO',
      15990,
    ],
    [
      'a business shopper pays a lower INTERNET over PRO',
      [row('NORMAL', 19990), row('PRECIOS_PRO', 17990), row('INTERNET', 16990)],
      company,
      'INTERNET',
      16990,
    ],
    ['AB needs the other product', [row('NORMAL', 19990), row('AB', 9990)], GUEST, 'NORMAL', 19990],
    ['COMBO needs the combo', [row('NORMAL', 19990), row('COMBO', 9990)], GUEST, 'NORMAL', 19990],
    [
      'bundle prices need the bundle',
      [row('NORMAL', 19990), row('AggregatedBundlePrice', 9990)],
      GUEST,
      'NORMAL',
      19990,
    ],
    [
      'M2 is never a box price',
      [row('NORMAL', 19990), row('M2', 6990, { unit: 'm2' })],
      GUEST,
      'NORMAL',
      19990,
    ],
    ['no rows, no price', [], GUEST, null, null],
  ])('%s', (_name, rows, shopper, type, amount) => {
    const p = price(rows, { shopper });
    expect(p.paid?.type ?? null).toBe(type);
    expect(p.paid?.amount ?? null).toBe(amount);
  });
});

describe('a site that keeps cents but shows whole pesos charges what it shows', () => {
  const mx = getTenant('mx') as Tenant;
  const pe = getTenant('pe') as Tenant;
  const pesos = (amount: number, currency: string) => [row('INTERNET', amount, { currency })];
  it.each<[string, Tenant, string, number, number]>([
    ['Mexico: $ 9,90 is $ 10', mx, 'MXN', 990, 1000],
    ['Mexico: $ 1.039,30 is $ 1.039', mx, 'MXN', 103930, 103900],
    ['Mexico: a whole peso as it is', mx, 'MXN', 103900, 103900],
    ['Mexico: $ 0,40 is $ 1, never nothing', mx, 'MXN', 40, 100],
    ['Peru shows cents: S/ 9.90 as it is', pe, 'PEN', 990, 990],
    ['Chile has no cents', cl, 'CLP', 12990, 12990],
  ])('%s', (_name, tenant, currency, amount, paid) => {
    expect(price(pesos(amount, currency), { tenant }).paid?.amount).toBe(paid);
  });

  it('the crossed-out price and the saving too, so they add up', () => {
    const p = price(
      [row('NORMAL', 1190, { currency: 'MXN' }), row('INTERNET', 990, { currency: 'MXN' })],
      { tenant: mx },
    );
    expect([p.reference?.amount, p.paid?.amount, p.saving?.amount]).toEqual([1200, 1000, 200]);
  });
});

describe('validity windows, at their edges', () => {
  const event = (from: string | null, to: string | null) => [
    row('NORMAL', 10000),
    row('EVENT', 7000, {
      validFrom: from ? at(from) : null,
      validTo: to ? at(to) : null,
    }),
  ];
  it.each<[string, PriceRow[], number]>([
    ['starts exactly now: open', event('2026-11-25T12:00:00Z', null), 7000],
    ['starts a millisecond later: closed', event('2026-11-25T12:00:00.001Z', null), 10000],
    ['ends exactly now: closed', event(null, '2026-11-25T12:00:00Z'), 10000],
    ['ends a millisecond later: open', event(null, '2026-11-25T12:00:00.001Z'), 7000],
    ['ended yesterday', event('2026-11-01T00:00:00Z', '2026-11-24T12:00:00Z'), 10000],
  ])('%s', (_name, rows, paid) => {
    expect(price(rows).paid?.amount).toBe(paid);
  });

  it('an EVENT price carries its end', () => {
    const p = price(event('2026-11-20T00:00:00Z', '2026-11-30T03:00:00Z'));
    expect(p.paid).toMatchObject({ type: 'EVENT', validTo: '2026-11-30T03:00:00.000Z' });
  });
});

describe('price groups', () => {
  const rows = [
    row('NORMAL', 10000),
    row('NORMAL', 10500, { priceGroup: '20' }),
    row('PRECIOS_PRO', 9000, { priceGroup: '90' }),
    row('INTERNET', 9500, { priceGroup: '30' }),
  ];
  const site = { retail: ['10', '20', '30'], business: '90' };
  it('a row of the shopper group beats the base row', () => {
    expect(price(rows, { groups: ['20'] }).paid?.amount).toBe(10500);
  });
  it('rows of other groups never apply', () => {
    expect(price(rows, { groups: ['10'] }).paid?.amount).toBe(10000);
  });
  it('a made-up group is the base list', () => {
    expect(groupsOf('77', GUEST, site)).toEqual([]);
    expect(groupsOf('90', GUEST, site)).toEqual([]);
    expect(groupsOf('20', GUEST, site)).toEqual(['20']);
  });
  it('business groups follow the shopper, not the request', () => {
    expect(groupsOf('20', company, site)).toEqual(['20', '90']);
    expect(groupsOf(null, businessMode, site)).toEqual(['90']);
    expect(
      price(rows, { groups: groupsOf('20', company, site), shopper: company }).paid,
    ).toMatchObject({ type: 'PRECIOS_PRO', amount: 9000 });
  });
  it('among rows of one group, the one that started last wins', () => {
    const p = price([
      row('NORMAL', 10000, { validFrom: at('2026-01-01T00:00:00Z') }),
      row('NORMAL', 11000, { validFrom: at('2026-06-01T00:00:00Z') }),
    ]);
    expect(p.paid?.amount).toBe(11000);
  });
});

describe('the store card', () => {
  const rows = [row('NORMAL', 20000), row('INTERNET', 18000), row('CMR', 15000)];
  it('is shown beside the paid price where the site has a card', () => {
    const p = price(rows);
    expect(p.paid?.amount).toBe(18000);
    expect(p.card).toMatchObject({ type: 'CMR', amount: 15000, name: 'CMR' });
  });
  it('is not shown when it is not below the paid price', () => {
    expect(price([row('NORMAL', 20000), row('CMR', 20000)]).card).toBeNull();
  });
  it('does not exist where the site has no card (Brazil)', () => {
    const p = price(rows, { tenant: br });
    expect(p.card).toBeNull();
    expect(
      price(rows, { tenant: br, shopper: { ...GUEST, payingWithStoreCard: true } }).paid?.amount,
    ).toBe(18000);
  });
  it('is paid when paying with the card, saving against NORMAL', () => {
    const p = price(rows, { shopper: { ...GUEST, payingWithStoreCard: true } });
    expect(p.paid).toMatchObject({ type: 'CMR', amount: 15000 });
    expect(p.card).toBeNull();
    expect(p.saving).toEqual({ amount: 5000, percent: 25 });
  });
  it.each<[Shopper['tier'], number]>([
    ['Fan', 18000],
    ['Premium', 18000],
    ['Elite', 15000],
    [null, 18000],
  ])('membership tier %s pays %i', (tier, paid) => {
    expect(price(rows, { shopper: { ...GUEST, account: 'person', tier } }).paid?.amount).toBe(paid);
  });
});

describe('savings and the discount badge come from the prices shown', () => {
  it.each<[string, PriceRow[], { amount: number; percent: number } | null]>([
    [
      'INTERNET against NORMAL',
      [row('NORMAL', 20000), row('INTERNET', 15000)],
      { amount: 5000, percent: 25 },
    ],
    [
      'floored, never overclaimed',
      [row('NORMAL', 14990), row('INTERNET', 9990)],
      { amount: 5000, percent: 33 },
    ],
    ['no NORMAL, no saving', [row('INTERNET', 15000)], null],
    ['under 1% is no saving', [row('NORMAL', 100000), row('INTERNET', 99500)], null],
    ['a card price saves nothing for a guest', [row('NORMAL', 20000), row('CMR', 10000)], null],
  ])('%s', (_name, rows, saving) => {
    const p = price(rows);
    expect(p.saving).toEqual(saving);
    expect(p.reference?.amount ?? null).toBe(
      saving ? (rows.find((r) => r.type === 'NORMAL')?.amount ?? null) : null,
    );
    const badge = badgesWith([], p).find((b) => b.type === 'DISCOUNT');
    expect(badge?.label ?? null).toBe(saving ? `-${saving.percent}%` : null);
  });

  it('a stored DISCOUNT badge is ignored: a 3x2 item at its normal price shows none', () => {
    const p = price([row('NORMAL', 5990)]);
    const badges = badgesWith(
      [
        { type: 'DISCOUNT', label: '-30%', value: '30' },
        { type: 'MXN', label: '3x2', value: '3x2' },
      ],
      p,
    );
    expect(badges).toEqual([{ type: 'MXN', label: '3x2', value: '3x2' }]);
  });

  it('the badge and the saving line agree for any prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, b) => {
          const p = price([row('NORMAL', Math.max(a, b)), row('INTERNET', Math.min(a, b))]);
          const badge = badgesWith([], p)[0];
          if (!p.saving)
            return badge === undefined && savingPercent(Math.max(a, b), Math.min(a, b)) < 1;
          return (
            badge?.value === String(p.saving.percent) &&
            p.saving.amount === (p.reference?.amount ?? 0) - (p.paid?.amount ?? 0)
          );
        },
      ),
    );
  });
});

describe('products sold by the box compare like with like', () => {
  // Piso flotante Roble (Chile, issue 18): box $31.990, M2 row $14.990/m², card $27.990, 2,16 m².
  const rows = [
    row('NORMAL', 31990, { unit: 'caja' }),
    row('M2', 14990, { unit: 'm2' }),
    row('CMR', 27990),
  ];
  it('pays per box, with the per-m² figure derived from the box price', () => {
    const p = price(rows, { sale: TILE });
    expect(p.saleUnit).toBe('box');
    expect(p.coverage).toBe(2.16);
    expect(p.paid).toEqual({ type: 'NORMAL', amount: 31990, perM2: 14810 });
    expect(p.card).toMatchObject({ amount: 27990, perM2: 12958 });
    expect(p.saving).toBeNull();
  });
  it('a saving per box and per m² of the same prices', () => {
    const p = price([...rows, row('INTERNET', 28790)], { sale: TILE });
    expect(p.paid).toMatchObject({ type: 'INTERNET', amount: 28790, perM2: 13329 });
    expect(p.reference).toMatchObject({ type: 'NORMAL', amount: 31990, perM2: 14810 });
    expect(p.saving).toEqual({ amount: 3200, percent: 10, perM2: 1481 });
  });
  it('per m² times the coverage never exceeds the box price by more than the rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        (box, coverage) => {
          const p = price([row('NORMAL', box)], { sale: { ...TILE, coveragePerBox: coverage } });
          return Math.abs((p.paid?.perM2 ?? 0) * coverage - box) <= coverage / 2 + 1e-6;
        },
      ),
    );
  });
});

describe('unit measure (registry priceUnitMeasureEnabled: Colombia)', () => {
  it('is shown only where the site has it', () => {
    expect(price([row('NORMAL', 10000)]).unitMeasure).toBeNull();
    expect(price([row('NORMAL', 10000)], { tenant: co }).unitMeasure).toEqual({
      amount: 10000,
      unit: 'unit',
    });
  });
  it('per m² for tiles and per litre for paint', () => {
    expect(price([row('NORMAL', 21600)], { tenant: co, sale: TILE }).unitMeasure).toEqual({
      amount: 10000,
      unit: 'm2',
    });
    expect(
      price([row('NORMAL', 40000)], {
        tenant: co,
        sale: { saleUnit: 'litre', coveragePerBox: null, litres: 4 },
      }).unitMeasure,
    ).toEqual({ amount: 10000, unit: 'litre' });
  });
  it('a can of paint: its amount buys the can, its price per litre is the unit measure', () => {
    const can = price([row('NORMAL', 40000)], {
      tenant: co,
      sale: { saleUnit: 'litre', coveragePerBox: null, litres: 4 },
    });
    expect(can.saleUnit).toBe('unit');
    expect(can.paid?.amount).toBe(40000);
  });
});

describe('interest-free installments add up to the price', () => {
  const plan = (months: number, interestFree = true) => ({
    bank: 'Banco',
    months,
    interestFree,
    monthlyRate: interestFree ? 0 : 0.0199,
    minAmount: 0,
  });
  it('12 installments of a $140.990 product', () => {
    const [i] = installments(140990, 'CLP', [plan(12)]);
    expect(i).toMatchObject({ monthlyAmount: 11749, lastAmount: 11751, total: 140990 });
  });
  it('for any price and number of months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 48 }),
        (amount, months) => {
          const out = installments(amount, 'CLP', [plan(months)]);
          if (amount < months) return out.length === 0;
          const [i] = out;
          return (
            i!.monthlyAmount * (months - 1) + i!.lastAmount === amount &&
            i!.total === amount &&
            i!.lastAmount >= i!.monthlyAmount &&
            i!.lastAmount - i!.monthlyAmount < months
          );
        },
      ),
    );
  });
  it('with interest, every month alike and the total above the price', () => {
    const [i] = installments(100000, 'CLP', [plan(24, false)]);
    expect(i!.lastAmount).toBe(i!.monthlyAmount);
    expect(i!.total).toBe(i!.monthlyAmount * 24);
    expect(i!.total).toBeGreaterThan(100000);
  });
  it('a site that keeps cents but shows whole pesos cuts them in whole pesos (Argentina)', () => {
    const step = shownStep('ar', 'ARS');
    expect(step).toBe(100);
    // $ 53.345 in 24 installments with interest: each a whole peso, and 24 of them the total.
    const [withInterest] = installments(5_334_500, 'ARS', [plan(24, false)], step);
    expect(withInterest!.monthlyAmount % 100).toBe(0);
    expect(withInterest!.total).toBe(withInterest!.monthlyAmount * 24);
    // Interest-free: whole pesos, the last one taking the rest.
    const [free] = installments(103_900, 'ARS', [plan(3)], step);
    expect(free).toMatchObject({ monthlyAmount: 34_600, lastAmount: 34_700, total: 103_900 });
    // Peru shows its cents: a step of one.
    expect(shownStep('pe', 'PEN')).toBe(1);
    expect(shownStep('cl', 'CLP')).toBe(1);
  });
});
