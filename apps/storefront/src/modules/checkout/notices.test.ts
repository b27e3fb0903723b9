import type { CartResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { checkoutTranslator } from './messages';
import { blockingNotices, noticeText } from './notices';

/** A cart of one line beyond its stock: `quantity` asked, `available` left. */
const cartOf = (saleUnit: 'unit' | 'box', quantity: number, available: number) =>
  ({
    lines: [
      {
        lineId: 1,
        skuId: '5001012',
        name: 'Porcelanato gris 60 x 60',
        quantity,
        available,
        pricing: { saleUnit, coverage: saleUnit === 'box' ? 1.44 : null },
        deliveryMethod: 'homeDelivery',
        store: null,
      },
    ],
    notices: [{ code: 'OVER_STOCK', lineId: 1, skuId: '5001012', message: 'x', available }],
  }) as unknown as CartResponse;

const said = (code: string, cart: CartResponse) => {
  const tenant = getTenant(code) as Tenant;
  return noticeText(tenant, checkoutTranslator(tenant), blockingNotices(cart)[0]!);
};

describe('a line beyond its stock, in the unit the cart counts it in, one colon to a sentence', () => {
  it.each([
    // A tile bought by the box counts boxes (fierro-uy's 5001012), as the cart says it.
    [
      'uy',
      'box',
      9,
      8,
      'Porcelanato gris 60 x 60: pediste 9 cajas y quedan 8 cajas disponibles. Ajusta la cantidad en tu carrito.',
    ],
    [
      'uy',
      'box',
      2,
      1,
      'Porcelanato gris 60 x 60: pediste 2 cajas y queda 1 caja disponible. Ajusta la cantidad en tu carrito.',
    ],
    [
      'cl',
      'box',
      9,
      8,
      'Porcelanato gris 60 x 60: pediste 9 cajas y quedan 8 cajas disponibles. Ajusta la cantidad en tu carro.',
    ],
    [
      'br',
      'box',
      9,
      8,
      'Porcelanato gris 60 x 60: você pediu 9 caixas e restam 8 caixas disponíveis. Ajuste a quantidade no seu carrinho.',
    ],
    [
      'uy',
      'unit',
      9,
      8,
      'Porcelanato gris 60 x 60: pediste 9 y quedan 8 disponibles. Ajusta la cantidad en tu carrito.',
    ],
    [
      'br',
      'unit',
      3,
      1,
      'Porcelanato gris 60 x 60: você pediu 3 e resta 1 disponível. Ajuste a quantidade no seu carrinho.',
    ],
  ] as const)('%s, sold by the %s, %i asked and %i left: "%s"', (code, unit, asked, left, text) => {
    expect(said(code, cartOf(unit, asked, left))).toBe(text);
  });

  it.each([
    [
      'br',
      'Porcelanato gris 60 x 60: sem estoque para entrega em domicílio. Escolha outra forma de entrega ou remova-o do seu carrinho.',
    ],
    [
      'ar',
      'Porcelanato gris 60 x 60: no queda stock para envío a domicilio. Elige otra forma de entrega o quítalo de tu carrito.',
    ],
  ])('%s, none left: "%s"', (code, text) => {
    expect(said(code, cartOf('unit', 2, 0))).toBe(text);
  });
});
