import { describe, expect, it } from 'vitest';
import { accountMessages } from './messages';

describe('account texts per country', () => {
  it.each([
    ['es-CL', 'Departamento u oficina (opcional)'],
    ['es-AR', 'Departamento u oficina (opcional)'],
    // Where "departamento" is also the place level above the street, the flat has its own word.
    ['es-CO', 'Apartamento u oficina (opcional)'],
    ['es-UY', 'Apartamento u oficina (opcional)'],
    ['es-PE', 'Dpto., interior u oficina (opcional)'],
  ] as const)('%s: the flat is "%s"', (locale, label) => {
    expect(accountMessages(locale).account.addresses.apartment).toBe(label);
  });

  it('overrides change only their own words', () => {
    // Argentina has no account file of its own: the base, which Uruguay shares but for the flat.
    const ar = accountMessages('es-AR');
    const uy = accountMessages('es-UY');
    expect({ ...uy.account.addresses, apartment: '' }).toEqual({
      ...ar.account.addresses,
      apartment: '',
    });
  });
});
