import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { boughtLabel } from './labels';
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
