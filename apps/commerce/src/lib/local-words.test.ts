import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { fillText, inLocalWords, numberIn, say, withUnitsLeft } from './local-words';

describe("commerce's texts in the site's words", () => {
  it.each([
    ['cl', 'Tu carro cambió', 'Tu carro cambió'],
    ['pe', 'Ingresa la dirección de despacho', 'Ingresa la dirección de despacho'],
    ['ar', 'Tu carro cambió en otra pestaña', 'Tu carrito cambió en otra pestaña'],
    ['uy', 'Carro inválido', 'Carrito inválido'],
    ['mx', 'Ese producto ya no está en tu carro', 'Ese producto ya no está en tu carrito'],
    ['ar', 'Ingresa la dirección de despacho', 'Ingresa la dirección de envío'],
    ['uy', 'Despacho a Av. Italia 1234.', 'Envío a Av. Italia 1234.'],
    ['co', 'Los carros y el despacho', 'Los carritos y el envío'],
    ['ar', 'Carrocería y despachos', 'Carrocería y despachos'],
    ['br', 'Seu carrinho', 'Seu carrinho'],
  ])('%s: %s', (site, text, expected) => {
    expect(inLocalWords(text, getTenant(site as 'cl'))).toBe(expected);
  });

  it('leaves a text without a site as written', () => {
    expect(inLocalWords('Tu carro', null)).toBe('Tu carro');
  });
});

describe('units left, said with their number', () => {
  it.each([
    ['No hay stock suficiente: quedan {available}', 1, 'No hay stock suficiente: queda 1'],
    ['No hay stock suficiente: quedan {available}', 3, 'No hay stock suficiente: quedan 3'],
    ['No hay stock suficiente: quedan {available}', 0, 'No hay stock suficiente: quedan 0'],
    ['Quedan {available}: ajusta la cantidad', 1, 'Queda 1: ajusta la cantidad'],
    ['Não há estoque suficiente: restam {available}', 1, 'Não há estoque suficiente: resta 1'],
    ['Restam {available}: ajuste a quantidade', 2, 'Restam 2: ajuste a quantidade'],
  ])('%s with %i', (text, n, said) => {
    expect(withUnitsLeft(text, n)).toBe(said);
  });
});

describe('a text filled in one pass, each value as it is', () => {
  it.each([
    ['Hola {name}:', { name: '$&$`' }, 'Hola $&$`:'],
    ['{a} y {b}', { a: '{b}', b: 'dos' }, '{b} y dos'],
    ['Sigue tu pedido: {link}', {}, 'Sigue tu pedido: {link}'],
    ['{constructor}', {}, '{constructor}'],
  ])('%s with %o', (text, values, filled) => {
    expect(fillText(text, values)).toBe(filled);
  });
});

describe('a text said on a site: its language, its words, its numbers', () => {
  const text = [
    'Tu carro tiene {n} productos: {term}',
    'Seu carrinho tem {n} produtos: {term}',
  ] as const;
  it.each([
    ['cl', 'Tu carro tiene 9.998 productos: carro'],
    ['mx', 'Tu carrito tiene 9.998 productos: carro'],
    ['pe', 'Tu carro tiene 9,998 productos: carro'],
    ['br', 'Seu carrinho tem 9.998 produtos: carro'],
    ['dicico', 'Seu carrinho tem 9.998 produtos: carro'],
  ])('%s: %s (a value is never reworded)', (site, said) => {
    expect(say(text, getTenant(site as 'cl'), { n: 9998, term: 'carro' })).toBe(said);
  });

  it('is Spanish, as written, without a site', () => {
    expect(say(text, null, { n: 1, term: 'x' })).toBe('Tu carro tiene 1 productos: x');
  });

  it.each([
    [0.3, 'cl', '0,3'],
    [1.5, 'br', '1,5'],
    [12345, 'pe', '12,345'],
    [0.3, null, '0,3'],
  ])('writes %d as %s does', (n, site, written) => {
    expect(numberIn(n, site ? getTenant(site as 'cl') : null)).toBe(written);
  });
});
