import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { bankPromotionLabel, boughtLabel } from './labels';
import { checkoutTranslator } from './messages';

describe('a line as bought', () => {
  it.each([
    ['cl', { name: 'Taladro', quantity: 2, coverage: null }, 'Taladro × 2'],
    [
      'cl',
      { name: 'Porcelanato', quantity: 8, coverage: 1.44 },
      'Porcelanato · 8 cajas · 11,52 m²',
    ],
    ['pe', { name: 'Porcelanato', quantity: 1, coverage: 1.44 }, 'Porcelanato · 1 caja · 1.44 m²'],
    ['br', { name: 'Porcelanato', quantity: 3, coverage: 2 }, 'Porcelanato · 3 caixas · 6 m²'],
  ])('%s: %o reads "%s"', (code, line, text) => {
    const tenant = getTenant(code) as Tenant;
    expect(boughtLabel(tenant, checkoutTranslator(tenant), line)).toBe(text);
  });
});

/** A bank's plan on a cart, as payment-options answers it (the last takes the rounding). */
const plan = (months: number, monthlyAmount: number, total: number, interestFree = true) => ({
  promotionId: 'P1',
  title: 'Cuotas',
  bank: 'Banco Uno',
  months,
  interestFree,
  monthlyAmount,
  lastAmount: total - monthlyAmount * (months - 1),
  total,
});

describe("a bank promotion's installments add up to its total", () => {
  it.each([
    // 12 x 7.997 is 95.964: the last one says the 6 pesos more.
    [
      'homy',
      'CLP',
      plan(12, 7_997, 95_970),
      '12 cuotas sin interés de $ 7.997, la última de $ 8.003, con Banco Uno (total $ 95.970)',
    ],
    // Cents kept, whole pesos shown (ar, uy): whole-peso installments and a last that differs.
    [
      'ar',
      'ARS',
      plan(12, 9_810_900, 117_731_400),
      '12 cuotas sin interés de $ 98.109, la última de $ 98.115, con Banco Uno (total $ 1.177.314)',
    ],
    [
      'uy',
      'UYU',
      plan(12, 29_600, 355_600),
      '12 cuotas sin interés de $ 296, la última de $ 300, con Banco Uno (total $ 3.556)',
    ],
    [
      'mx',
      'MXN',
      plan(12, 8_300, 100_000),
      '12 meses sin intereses de $ 83, la última de $ 87, con Banco Uno (total $ 1.000)',
    ],
    [
      'br',
      'BRL',
      plan(12, 7_997, 95_970),
      '12x de R$ 79,97, a última de R$ 80,03, sem juros no cartão Banco Uno (total R$ 959,70)',
    ],
    // Installments alike say no last one.
    ['cl', 'CLP', plan(3, 240, 720), '3 cuotas sin interés de $ 240 con Banco Uno (total $ 720)'],
    [
      'cl',
      'CLP',
      plan(24, 5_000, 120_000, false),
      '24 cuotas de $ 5.000 con Banco Uno (total $ 120.000)',
    ],
    // A plan with interest says its rate, as a bank's own offer must.
    [
      'cl',
      'CLP',
      { ...plan(24, 5_000, 120_000, false), monthlyRate: 0.0199 },
      '24 cuotas de $ 5.000 con Banco Uno, con interés de 1,99 % mensual (total $ 120.000)',
    ],
    [
      'br',
      'BRL',
      { ...plan(24, 1_568, 37_632, false), monthlyRate: 0.0199 },
      '24x de R$ 15,68 com juros de 1,99% a.m. no cartão Banco Uno (total R$ 376,32)',
    ],
  ])('%s: %s', (code, currency, promo, text) => {
    const tenant = getTenant(code) as Tenant;
    const label = bankPromotionLabel(tenant, checkoutTranslator(tenant), promo, currency);
    expect(label.replace(/\u00a0/g, ' ')).toBe(text);
  });
});
