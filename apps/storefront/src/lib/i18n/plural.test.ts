import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { translator } from './messages';

/** Counts agree with their noun in both languages: "1 estrela ou mais", never "1 estrelas" (issue 19). */
describe('the rating filter counts stars with the plural rule', () => {
  it.each([
    ['br', 1, '1 estrela ou mais'],
    ['br', 4, '4 estrelas ou mais'],
    ['dicico', 1, '1 estrela ou mais'],
    ['cl', 1, '1 estrella o más'],
    ['mx', 3, '3 estrellas o más'],
  ])('%s, %i stars: %s', (code, stars, text) => {
    expect(translator(getTenant(code) as Tenant)('listing.ratingAtLeast', { stars })).toBe(text);
  });
});

describe('the home delivery detail counts working days with the plural rule', () => {
  it.each([
    ['cl', 1, '(1 día hábil)'],
    ['cl', 3, '(3 días hábiles)'],
    ['mx', 1, '(1 día hábil)'],
    ['br', 1, '(1 dia útil)'],
    ['br', 2, '(2 dias úteis)'],
  ])('%s, %i days: %s', (code, days, text) => {
    const t = translator(getTenant(code) as Tenant);
    expect(
      t('product.availability.homeDeliveryText', { from: 'a', to: 'b', days, cost: '$ 1' }),
    ).toContain(text);
  });
});
