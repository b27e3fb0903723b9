import { luhnValid } from '@fierro/domain';
import { describe, expect, it } from 'vitest';
import { issuerOf, TEST_CARDS, testCardOf } from './test-gateway';

/** The TEST gateway's issuers: every bank the seed runs promotions for has a card of its own. */
describe('the TEST gateway knows the bank of a card by its BIN', () => {
  it.each([
    'Banco de Chile',
    'BancoEstado',
    'Bancolombia',
    'Banco Nación',
    'BROU',
    'Itaú',
    'BCP',
    'BBVA',
    'Citibanamex',
    'Caixa',
  ])('%s has a valid test card, and it is theirs', (bank) => {
    const card = testCardOf(bank)!;
    expect(card).toMatch(/^\d{16}$/);
    expect(luhnValid(card)).toBe(true);
    expect(issuerOf(card)).toBe(bank);
  });

  it('the documented cards are of no bank, and an unknown bank has no card', () => {
    for (const number of Object.values(TEST_CARDS)) expect(issuerOf(number)).toBeNull();
    expect(testCardOf('Banco Imaginario')).toBeNull();
  });
});
