import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { inLocalWords } from './local-words';

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
