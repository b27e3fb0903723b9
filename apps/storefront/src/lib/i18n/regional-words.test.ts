import type { Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../modules/account/messages';
import { authMessages } from '../../modules/auth/messages';
import { checkoutMessages } from '../../modules/checkout/messages';
import { listsMessages } from '../../modules/lists/messages';
import { ordersMessages } from '../../modules/orders/messages';
import { messagesFor } from './messages';

/**
 * Chile and Peru say "carro" (the cart) and "despacho" (home delivery); Argentina, Uruguay,
 * Mexico and Colombia say "carrito" and "envío". The Spanish bases say the latter and Chile's and
 * Peru's files override them (merge-messages.ts): every catalogue, the site's and each module's.
 */
type Locale = Tenant['locale'];

const catalogues: Record<string, (locale: Locale) => unknown> = {
  site: messagesFor,
  auth: authMessages,
  checkout: checkoutMessages,
  account: accountMessages,
  orders: ordersMessages,
  lists: listsMessages,
};

function texts(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    texts(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The messages of one catalogue that say one of `words`, as "key: text". */
const saying = (words: RegExp, catalogue: string, locale: Locale) =>
  texts(catalogues[catalogue]!(locale))
    .filter(([, text]) => words.test(text))
    .map(([key, text]) => `${key}: ${text}`);

const CHILEAN = /\bcarros?\b|\bdespach\w*/i;
const CARRITO = /\bcarritos?\b/i;

const rows = (locales: Locale[]) =>
  locales.flatMap((locale) => Object.keys(catalogues).map((name) => [locale, name] as const));

describe('regional words for the cart and the delivery', () => {
  it('the patterns match the words, not their neighbours', () => {
    const chilean = ['Ir al carro', 'Carro, vacío', 'Despachamos a tu comuna', 'Costo de despacho'];
    expect(chilean.filter((s) => !CHILEAN.test(s))).toEqual([]);
    expect(
      ['Ir al carrito', 'Carrocería', 'Envío a domicilio'].filter((s) => CHILEAN.test(s)),
    ).toEqual([]);
    expect(CARRITO.test('Tu carrito está vacío')).toBe(true);
    expect(CARRITO.test('Tu carro está vacío')).toBe(false);
  });

  it.each(rows(['es-AR', 'es-UY', 'es-MX', 'es-CO']))(
    '%s, %s messages: no "carro" nor "despacho"',
    (locale, name) => {
      expect(saying(CHILEAN, name, locale)).toEqual([]);
    },
  );

  it.each(rows(['es-CL', 'es-PE']))('%s, %s messages: no "carrito"', (locale, name) => {
    expect(saying(CARRITO, name, locale)).toEqual([]);
  });

  it.each([
    ['es-CL', 'Agregar al carro', 'Despacho a domicilio', 'Costo de despacho: $ 990'],
    ['es-PE', 'Agregar al carro', 'Despacho a domicilio', 'Costo de despacho: $ 990'],
    ['es-AR', 'Agregar al carrito', 'Envío a domicilio', 'Costo de envío: $ 990'],
    ['es-UY', 'Agregar al carrito', 'Envío a domicilio', 'Costo de envío: $ 990'],
    ['es-MX', 'Agregar al carrito', 'Envío a domicilio', 'Costo de envío: $ 990'],
    ['es-CO', 'Agregar al carrito', 'Envío a domicilio', 'Costo de envío: $ 990'],
  ] as const)('%s: "%s", "%s", "%s"', (locale, add, delivery, cost) => {
    const site = messagesFor(locale);
    expect(site.product.addToCart).toBe(add);
    expect(site.cart.add.button).toBe(add);
    expect(site.product.availability.homeDelivery).toBe(delivery);
    const checkout = checkoutMessages(locale).checkout.delivery;
    expect(checkout.homeDelivery).toBe(delivery);
    expect(checkout.cost.replace('{amount}', '$ 990')).toBe(cost);
    expect(ordersMessages(locale).orders.methods.homeDelivery).toBe(delivery);
  });
});
