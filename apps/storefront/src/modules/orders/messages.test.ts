import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { ordersTranslator } from './messages';

const t = (code: string) => ordersTranslator(getTenant(code) as Tenant);

describe('the return form says how many units may go back naturally', () => {
  it.each([
    ['cl', 1, 'Puedes devolver 1 unidad'],
    ['cl', 3, 'Ingresa una cantidad entre 1 y 3'],
    ['br', 1, 'Você pode devolver 1 unidade'],
    ['br', 3, 'Informe uma quantidade entre 1 e 3'],
  ])('%s, %i left: "%s"', (code, max, text) => {
    expect(t(code)('request.errors.quantity', { max })).toBe(text);
  });
});

describe("the order-status page promises only the account's own orders", () => {
  // A guest's order (even with the account's e-mail) is not in "Mis pedidos".
  it.each([
    ['cl', '¿Tienes cuenta? Inicia sesión para ver los pedidos que hiciste con ella.'],
    ['pe', '¿Tienes cuenta? Inicia sesión para ver los pedidos que hiciste con ella.'],
    ['br', 'Tem conta? Entre para ver os pedidos feitos com ela.'],
  ])('%s', (code, text) => {
    const said = t(code)('lookup.signIn');
    expect(said).toBe(text);
    expect(said).not.toMatch(/todos/);
  });
});
