import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n/messages';
import {
  type CartErrorTexts,
  type Refusal,
  refusalOfQuery,
  refusalQuery,
  refusalText,
} from './refusal';

/** The site's `cart.errors` texts, as data.ts builds them. */
const textsOf = (code: string): CartErrorTexts => {
  const t = translator(getTenant(code) as Tenant);
  const say = ((key: string, values?: Record<string, string | number>) =>
    t(`cart.errors.${key}` as 'cart.errors.invalid', values)) as CartErrorTexts;
  say.has = (key: string) => t.has(`cart.errors.${key}` as 'cart.errors.invalid');
  return say;
};
const say = (site: string, r: Refusal, commerce?: string) =>
  refusalText(textsOf(site), site, r, commerce).replace(/[\u00a0\u202f]/g, ' ');

describe('a refusal in the site’s language: the storefront’s words for every code it knows', () => {
  it.each<[string, Refusal, string | undefined, string]>([
    // Commerce answered a foreign cart id in Spanish: the Brazilian site says it in Portuguese.
    [
      'br',
      { code: 'CART_NOT_FOUND' },
      'No encontramos tu carro',
      'Seu carrinho não está mais disponível: ele pode ter sido comprado ou ter expirado.',
    ],
    [
      'cl',
      { code: 'CART_NOT_FOUND' },
      'No encontramos tu carro',
      'Tu carro ya no está disponible: puede que se haya comprado o haya expirado.',
    ],
    [
      'ar',
      { code: 'CART_NOT_FOUND' },
      undefined,
      'Tu carrito ya no está disponible: puede que se haya comprado o haya expirado.',
    ],
    // A session that ended: the shopper's cart is no longer theirs to see here.
    [
      'cl',
      { code: 'UNAUTHENTICATED' },
      'Inicia sesión para continuar',
      'Tu carro ya no está disponible: puede que se haya comprado o haya expirado.',
    ],
    [
      'cl',
      { code: 'VERSION_CONFLICT' },
      'Tu carro cambió en otra pestaña: revisa los productos y vuelve a intentarlo',
      'Tu carro cambió en otra pestaña o dispositivo: revisa los productos e intenta de nuevo.',
    ],
    [
      'mx',
      { code: 'VERSION_CONFLICT' },
      undefined,
      'Tu carrito cambió en otra pestaña o dispositivo: revisa los productos e intenta de nuevo.',
    ],
    [
      'br',
      { code: 'VERSION_CONFLICT' },
      undefined,
      'Seu carrinho mudou em outra aba ou dispositivo: confira os produtos e tente de novo.',
    ],
    // Units left, in the site's number format, as with JavaScript and without.
    [
      'cl',
      { code: 'OUT_OF_STOCK', available: 596 },
      'No hay stock suficiente: quedan 596',
      'No hay stock suficiente: quedan 596 unidades.',
    ],
    // Some already in the cart: what can still be added, not the stock ("quedan 207" to 200).
    [
      'cl',
      { code: 'OUT_OF_STOCK', available: 207, inCart: 200 },
      'No hay stock suficiente: quedan 207',
      'Ya tienes 200 en tu carro: puedes agregar 7 más.',
    ],
    [
      'br',
      { code: 'OUT_OF_STOCK', available: 2000, inCart: 2000 },
      undefined,
      'Você já tem 2.000 no carrinho: não restam mais unidades para adicionar.',
    ],
    [
      'cl',
      { code: 'OUT_OF_STOCK', available: 1 },
      undefined,
      'No hay stock suficiente: queda 1 unidad.',
    ],
    [
      'cl',
      { code: 'OUT_OF_STOCK', available: 1500 },
      undefined,
      'No hay stock suficiente: quedan 1.500 unidades.',
    ],
    [
      'br',
      { code: 'OUT_OF_STOCK', available: 3 },
      undefined,
      'Não há estoque suficiente: restam 3 unidades.',
    ],
    ['cl', { code: 'OUT_OF_STOCK' }, undefined, 'No hay stock suficiente para esa cantidad.'],
    // Past the cart's 9,999 of one product: how many the cart holds, and the maximum.
    [
      'cl',
      { code: 'QUANTITY_LIMIT', inCart: 9990 },
      undefined,
      'Ya tienes 9.990 en tu carro; el máximo por producto es 9.999.',
    ],
    [
      'ar',
      { code: 'QUANTITY_LIMIT', inCart: 5000 },
      undefined,
      'Ya tienes 5.000 en tu carrito; el máximo por producto es 9.999.',
    ],
    [
      'br',
      { code: 'QUANTITY_LIMIT', inCart: 9999 },
      undefined,
      'Você já tem 9.999 no carrinho; o máximo por produto é 9.999.',
    ],
    // Commerce refusing the quantity of an add (the storefront sends only 1..9999): the maximum,
    // never "Dato inválido" nor "must be a whole number" about a valid 1.
    [
      'cl',
      { code: 'INVALID_PARAMETER', field: 'quantity' },
      'Dato inválido',
      'El máximo por producto en tu carro es 9.999.',
    ],
    [
      'cl',
      { code: 'INVALID_PARAMETER', field: 'quantity', inCart: 9999 },
      'Dato inválido',
      'Ya tienes 9.999 en tu carro; el máximo por producto es 9.999.',
    ],
    // The storefront's own refusal of a typed quantity (no field): the typing rule.
    [
      'cl',
      { code: 'INVALID_PARAMETER' },
      undefined,
      'La cantidad debe ser un número entero entre 1 y 9999.',
    ],
    [
      'cl',
      { code: 'INVALID_PARAMETER', field: 'storeId' },
      'Tienda inválida',
      'Revisa los datos e intenta de nuevo.',
    ],
    ['cl', { code: 'UNDO_GONE' }, undefined, 'Ya no puedes deshacer esa eliminación.'],
    // A code the storefront has no words for: commerce's, else "try again".
    [
      'cl',
      { code: 'LOCATION_TOO_BROAD' },
      'Esa ubicación es muy amplia: elige tu comuna en la lista',
      'Esa ubicación es muy amplia: elige tu comuna en la lista',
    ],
    [
      'cl',
      { code: 'SOMETHING_NEW' },
      undefined,
      'No pudimos actualizar tu carro. Intenta de nuevo en un momento.',
    ],
  ])('%s %j (commerce: %j)', (site, refusal, commerce, text) => {
    expect(say(site, refusal, commerce)).toBe(text);
  });
});

describe('a refusal through a plain form post’s redirect', () => {
  it.each<[Refusal, Record<string, string>]>([
    [
      { code: 'OUT_OF_STOCK', available: 3 },
      { error: 'OUT_OF_STOCK', available: '3' },
    ],
    [
      { code: 'OUT_OF_STOCK', available: 0 },
      { error: 'OUT_OF_STOCK', available: '0' },
    ],
    [
      { code: 'OUT_OF_STOCK', available: 207, inCart: 200 },
      { error: 'OUT_OF_STOCK', available: '207', inCart: '200' },
    ],
    [
      { code: 'QUANTITY_LIMIT', inCart: 9990 },
      { error: 'QUANTITY_LIMIT', inCart: '9990' },
    ],
    [
      { code: 'INVALID_PARAMETER', field: 'quantity', inCart: 12 },
      { error: 'QUANTITY_LIMIT', inCart: '12' },
    ],
    [{ code: 'INVALID_PARAMETER', field: 'skuId' }, { error: 'INVALID' }],
    [{ code: 'CART_NOT_FOUND', available: 3 }, { error: 'CART_NOT_FOUND' }],
  ])('%j → %j, and back', (refusal, query) => {
    expect(refusalQuery(refusal)).toEqual(query);
    const back = refusalOfQuery(query);
    expect(say('cl', back!)).toBe(say('cl', refusal));
  });

  it('reads from the address only a code’s shape and counts within the cart’s bounds', () => {
    expect(refusalOfQuery({ error: null })).toBeNull();
    expect(refusalOfQuery({ error: '<b>hola</b>' })).toBeNull();
    expect(refusalOfQuery({ error: 'OUT_OF_STOCK', available: '99999' })).toEqual({
      code: 'OUT_OF_STOCK',
      available: null,
      inCart: null,
    });
    expect(refusalOfQuery({ error: 'QUANTITY_LIMIT', inCart: '-1' })?.inCart).toBeNull();
    expect(refusalOfQuery({ error: 'QUANTITY_LIMIT', inCart: '1e3' })?.inCart).toBeNull();
  });
});
