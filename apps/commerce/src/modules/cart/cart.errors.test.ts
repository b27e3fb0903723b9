import { getTenant, type TenantCode } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { OrderError } from '../order';
import { CartError, fieldMessage } from './cart.errors';

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

describe('an add past the cart maximum says how many more fit, as the site writes numbers', () => {
  it.each([
    [
      'ar',
      9998,
      'Cantidad: puedes agregar hasta 9.998 más de este producto (máximo 9.999 por producto)',
    ],
    [
      'pe',
      1500,
      'Cantidad: puedes agregar hasta 1,500 más de este producto (máximo 9,999 por producto)',
    ],
    [
      'br',
      9998,
      'Quantidade: você pode adicionar até mais 9.998 deste produto (máximo de 9.999 por produto)',
    ],
    ['mx', 0, 'Cantidad: tu carrito ya tiene el máximo de 9.999 de este producto'],
    ['cl', 0, 'Cantidad: tu carro ya tiene el máximo de 9.999 de este producto'],
  ] as const)('%s, %i more: %j', (code, room, message) => {
    const error = new CartError('INVALID_PARAMETER', {
      field: 'quantity',
      limit: { room, max: 9999 },
    });
    expect(error.status).toBe(400);
    expect(error.body(site(code)).errors).toEqual([
      { code: 'INVALID_PARAMETER', message, field: 'quantity' },
    ]);
  });
});

describe("a location naming no place asks for the site's own geography (the registry's levels)", () => {
  it.each([
    ['cl', 'Indica una ubicación: tu comuna o una tienda'],
    ['homy', 'Indica una ubicación: tu comuna o una tienda'],
    ['pe', 'Indica una ubicación: tu distrito o una tienda'],
    ['co', 'Indica una ubicación: tu ciudad o una tienda'],
    ['uy', 'Indica una ubicación: tu ciudad o una tienda'],
    ['mx', 'Indica una ubicación: tu código postal o una tienda'],
    ['br', 'Indique uma localização: seu CEP ou uma loja'],
    ['dicico', 'Indique uma localização: seu CEP ou uma loja'],
  ] as const)('%s: %j', (code, message) => {
    expect(fieldMessage('location', site(code))).toBe(message);
  });

  it("names no country's place without a site", () => {
    expect(fieldMessage('location', null)).toBe('Indica una ubicación o una tienda');
  });
});
