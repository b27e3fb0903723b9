import type { CartResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deliveryGroups } from '../view-model';
import { DeliveryGroups, deliveryWhen } from './delivery-groups';

const ar = getTenant('ar') as Tenant;
const br = getTenant('br') as Tenant;
const homy = getTenant('homy') as Tenant;

const south = { id: 'S1', name: 'Fierro Sur', address: 'Av. Central 1162', hours: null };
const north = { id: 'S2', name: 'Fierro Norte', address: 'Av. Industrial 7980', hours: null };
type Method = 'homeDelivery' | 'pickupInStore' | 'buyAtStore';

const lineOf = (
  lineId: number,
  method: Method,
  store: typeof south | null,
  quantity: number,
  dates: { dateFrom: string; dateTo: string } | null,
) =>
  ({
    lineId,
    skuId: `40010${lineId}`,
    name: `Producto ${lineId}`,
    quantity,
    pricing: { coverage: null },
    deliveryMethod: method,
    store,
    delivery: dates,
  }) as unknown as CartResponse['lines'][number];

const cartOf = (lines: CartResponse['lines']) =>
  ({
    currency: 'ARS',
    location: { locationId: 'L1', zipCode: null, label: 'Buenos Aires', zoneId: 'Z1' },
    lines,
    totals: { delivery: 0 },
  }) as unknown as CartResponse;

const clean = (html: string) => html.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ');
const render = (tenant: Tenant, cart: CartResponse) =>
  clean(renderToStaticMarkup(<DeliveryGroups tenant={tenant} cart={cart} />));
/** Each group's heading ("Retiro en tienda · 3 productos"). */
const headings = (html: string) =>
  [...html.matchAll(/<p class="font-semibold">([^<]*)<\/p>/g)].map((m) => m[1]);
const hints = (html: string) => [...html.matchAll(/data-store-hint="([^"]*)"/g)].map((m) => m[1]);

const today = new Date().toISOString().slice(0, 10);
const day = (d: string, n: number) =>
  new Date(Date.parse(`${d}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("the checkout's delivery groups count as the cart's summary does", () => {
  it('units, not lines: a line of 3 is "3 productos", a group of 3 and 1 is "4 productos"', () => {
    const far = { dateFrom: day(today, 5), dateTo: day(today, 6) };
    const html = render(
      ar,
      cartOf([
        lineOf(1, 'pickupInStore', south, 3, far),
        lineOf(2, 'buyAtStore', north, 3, far),
        lineOf(3, 'buyAtStore', north, 1, far),
      ]),
    );
    expect(headings(html)).toEqual([
      'Retiro en tienda · 3 productos',
      'Compra en tienda · 4 productos',
    ]);
  });

  it('one unit is "1 producto" (Portuguese: "1 produto")', () => {
    const line = lineOf(1, 'pickupInStore', south, 1, null);
    expect(headings(render(ar, cartOf([line])))).toEqual(['Retiro en tienda · 1 producto']);
    expect(headings(render(br, cartOf([line])))).toEqual(['Retirada na loja · 1 produto']);
  });
});

describe('goods at the store today say "hoy", as the cart says it', () => {
  it('bought at the store: "Disponible hoy", whatever day commerce dated it', () => {
    // Commerce dates a purchase at the store by the UTC day: in the evening, the country's tomorrow.
    const html = render(
      ar,
      cartOf([
        lineOf(1, 'buyAtStore', south, 3, { dateFrom: day(today, 1), dateTo: day(today, 1) }),
      ]),
    );
    expect(html).toContain('Disponible hoy');
    expect(html).not.toContain('Disponible desde');
  });

  it('a pickup ready today says "hoy"; one ready later names its day', () => {
    const group = (dateFrom: string, dateTo: string) =>
      deliveryGroups({ lines: [lineOf(1, 'pickupInStore', south, 1, { dateFrom, dateTo })] })[0]!;
    // 15:00 on Saturday 28 November in Santiago.
    const now = new Date('2026-11-28T18:00:00Z');
    expect(deliveryWhen(homy, group('2026-11-28', '2026-11-29'), now)).toBe('Disponible hoy');
    expect(deliveryWhen(br, group('2026-11-28', '2026-11-29'), now)).toBe('Disponível hoje');
    expect(deliveryWhen(homy, group('2026-11-29', '2026-11-30'), now)).toBe(
      'Disponible desde el domingo 29 de noviembre',
    );
    // 22:00 on Saturday in Santiago is Sunday in UTC: still Saturday's today.
    const evening = new Date('2026-11-29T01:00:00Z');
    expect(deliveryWhen(homy, group('2026-11-29', '2026-11-29'), evening)).toBe(
      'Disponible desde el domingo 29 de noviembre',
    );
  });

  it('an order (no clock given) names the day: it is read on any day after', () => {
    const group = deliveryGroups({
      lines: [lineOf(1, 'buyAtStore', south, 1, { dateFrom: today, dateTo: today })],
    })[0]!;
    expect(deliveryWhen(ar, group)).toMatch(/^Disponible desde el /);
  });
});

describe("a store's block says where the order is paid", () => {
  const soon = { dateFrom: today, dateTo: today };

  it('one store: collect or pay there', () => {
    const html = render(ar, cartOf([lineOf(1, 'buyAtStore', south, 1, soon)]));
    expect(hints(html)).toEqual(['collectOrPay']);
    expect(html).toContain('Retira o paga en esta tienda');
  });

  it('two stores: each collects its goods, and the order is paid once at either', () => {
    const html = render(
      ar,
      cartOf([lineOf(1, 'pickupInStore', north, 1, soon), lineOf(2, 'buyAtStore', south, 3, soon)]),
    );
    expect(hints(html)).toEqual(['collectMayPayAny', 'collectMayPayAny']);
    expect(html).not.toContain('Retira o paga en esta tienda');
    expect(html).toContain('pagas el pedido completo una sola vez, en esta o en otra tienda');
  });

  it('with a line shipped home there is no paying at the store: collect only', () => {
    const html = render(
      ar,
      cartOf([lineOf(1, 'homeDelivery', null, 1, soon), lineOf(2, 'buyAtStore', south, 1, soon)]),
    );
    expect(hints(html)).toEqual(['collect']);
    expect(html).toContain('Retira en esta tienda');
  });
});
