import type { CartResponse, PaymentOptionsResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

const homy = getTenant('homy') as Tenant;
const ar = getTenant('ar') as Tenant;

/** A cart of one line delivered home, with a warranty, at `zoneId` (null: no place yet). */
const cartOf = (zoneId: string | null, totals: Partial<CartResponse['totals']>) =>
  ({
    cartId: '00000000-0000-4000-8000-000000000001',
    currency: 'CLP',
    location: zoneId ? { locationId: 'L1', zipCode: null, label: 'Ñuñoa', zoneId } : null,
    lines: [
      {
        lineId: 1,
        skuId: '100001',
        name: 'Taladro percutor',
        image: null,
        quantity: 1,
        total: 70_990,
        deliveryMethod: 'homeDelivery',
        services: [{ lineId: 2, name: 'Garantía extendida 1 año', total: 9_990 }],
      },
    ],
    notices: [],
    totals: {
      subtotal: 80_980,
      savings: 0,
      delivery: 0,
      total: 80_980,
      storeCardTotal: null,
      storeCardDelivery: null,
      itemCount: 1,
      ...totals,
    },
  }) as unknown as CartResponse;

const optionsOf = (cart: CartResponse) =>
  ({
    totals: { card: cart.totals.total, storeCard: cart.totals.storeCardTotal },
    storeCard: { name: 'CMR', maxInstallments: 48 },
  }) as unknown as PaymentOptionsResponse;

const rows = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(
    (m) => [m[1], m[2]!.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ')] as const,
  );

describe('the checkout summary', () => {
  it('before a place is chosen, home delivery costs "according to your place", never free', () => {
    const cart = cartOf(null, {});
    const html = renderToStaticMarkup(
      <OrderSummary tenant={ar} cart={cart} options={optionsOf(cart)} paysWithStoreCard={false} />,
    );
    expect(rows(html)).toContainEqual(['Envío', 'Según tu ubicación']);
    expect(html).not.toContain('Gratis');
  });

  it('a line shows its warranty with its price, and the lines add up to the subtotal', () => {
    const cart = cartOf('Z1', {});
    const html = renderToStaticMarkup(
      <OrderSummary
        tenant={homy}
        cart={cart}
        options={optionsOf(cart)}
        paysWithStoreCard={false}
      />,
    );
    expect(html).toContain('Garantía extendida 1 año · $ 9.990');
    expect(html).toContain('$ 80.980');
  });

  it('paid with the store card: its discount and its own delivery, adding up to its total', () => {
    // Card prices take the goods under free delivery: 57,990 of goods plus 3,990 of delivery.
    const cart = cartOf('Z1', { storeCardTotal: 61_980, storeCardDelivery: 3_990 });
    const html = renderToStaticMarkup(
      <OrderSummary tenant={homy} cart={cart} options={optionsOf(cart)} paysWithStoreCard />,
    );
    expect(rows(html)).toEqual([
      ['Subtotal', '$ 80.980'],
      ['Descuentos', '-$ 22.990'],
      ['Despacho', '$ 3.990'],
      ['Total', '$ 61.980'],
    ]);
  });
});
