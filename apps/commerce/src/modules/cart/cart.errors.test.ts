import { getTenant, type TenantCode } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { OrderError } from '../order';
import { CartError } from './cart.errors';

const site = (code: TenantCode) => getTenant(code) ?? null;

describe("cart and order errors in the site's words", () => {
  it.each([
    ['cl', 'No encontramos tu carro'],
    ['pe', 'No encontramos tu carro'],
    ['ar', 'No encontramos tu carrito'],
    ['mx', 'No encontramos tu carrito'],
    ['br', 'Não encontramos seu carrinho'],
  ] as const)('%s: a missing cart', (code, message) => {
    expect(new CartError('CART_NOT_FOUND').body(site(code)).errors[0]?.message).toBe(message);
  });

  it.each([
    ['cl', 'Ingresa la dirección de despacho'],
    ['uy', 'Ingresa la dirección de envío'],
    ['br', 'Informe o endereço de entrega'],
  ] as const)('%s: an order without its address', (code, message) => {
    expect(new OrderError('ADDRESS_REQUIRED').body(site(code)).errors[0]?.message).toBe(message);
  });
});
