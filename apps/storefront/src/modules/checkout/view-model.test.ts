import type { CartResponse, OrderResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { placeFlash, stepFlash } from './flash';
import { blankToMissing, fieldErrorsOf, fieldsOf, postedOver } from './form-data';
import { cartEcommerce, deliveryGroups, momentOf, purchaseEcommerce } from './view-model';

const cl = getTenant('cl') as Tenant;
const pe = getTenant('pe') as Tenant;

const store = { id: 'S1', name: 'Centro', address: 'Av. 1', hours: '9 a 21' };
const line = (
  lineId: number,
  method: 'homeDelivery' | 'buyAtStore' | 'pickupInStore',
  delivery: { dateFrom: string; dateTo: string } | null,
  paid = 10_990,
) =>
  ({
    lineId,
    skuId: `10000${lineId}`,
    name: `Producto ${lineId}`,
    quantity: 2,
    pricing: { paid: { type: 'NORMAL', amount: paid } },
    deliveryMethod: method,
    store: method === 'homeDelivery' ? null : store,
    delivery,
  }) as unknown as CartResponse['lines'][number];

describe('delivery groups', () => {
  it('groups lines by method and store, home first, with the widest dates', () => {
    const groups = deliveryGroups({
      lines: [
        line(1, 'buyAtStore', { dateFrom: '2026-11-28', dateTo: '2026-11-28' }),
        line(2, 'homeDelivery', { dateFrom: '2026-11-29', dateTo: '2026-12-01' }),
        line(3, 'homeDelivery', { dateFrom: '2026-11-28', dateTo: '2026-11-30' }),
      ],
    });
    expect(
      groups.map((g) => [g.method, g.lines.map((l) => l.lineId), g.dateFrom, g.dateTo]),
    ).toEqual([
      ['homeDelivery', [2, 3], '2026-11-28', '2026-12-01'],
      ['buyAtStore', [1], '2026-11-28', '2026-11-28'],
    ]);
    expect(groups[1]!.store).toEqual(store);
  });
});

describe('GA4 ecommerce objects', () => {
  it('a cart in major units (pesos have none, soles have cents)', () => {
    const cart = {
      currency: 'CLP',
      lines: [{ ...line(1, 'homeDelivery', null), total: 21_980, services: [] }],
      totals: { total: 25_970 },
    } as unknown as CartResponse;
    // The value is the items' (GA4: shipping apart).
    expect(cartEcommerce(cl, cart)).toEqual({
      currency: 'CLP',
      value: 21_980,
      items: [{ item_id: '100001', item_name: 'Producto 1', price: 10_990, quantity: 2, index: 0 }],
    });
    const soles = { ...cart, currency: 'PEN' } as CartResponse;
    expect(cartEcommerce(pe, soles)).toMatchObject({ value: 219.8, items: [{ price: 109.9 }] });
  });

  it('a purchase: its number, the lines as recorded (services included), shipping apart', () => {
    const order = {
      orderNumber: '100002',
      currency: 'CLP',
      paymentMethod: 'card',
      totals: { subtotal: 0, savings: 0, delivery: 3990, total: 29_960 },
      lines: [
        {
          kind: 'PRODUCT',
          skuId: '1',
          name: 'Taladro',
          unitPrice: 10_990,
          quantity: 2,
          total: 21_980,
        },
        {
          kind: 'WARRANTY',
          skuId: 'W1',
          name: 'Garantía',
          unitPrice: 990,
          quantity: 1,
          total: 990,
        },
        // A 3x2: three units for the price of two.
        {
          kind: 'PRODUCT',
          skuId: '2',
          name: 'Pintura',
          unitPrice: 1_500,
          quantity: 3,
          total: 3_000,
        },
      ],
    } as unknown as OrderResponse;
    const e = purchaseEcommerce(cl, order);
    expect(e).toEqual({
      transaction_id: '100002',
      currency: 'CLP',
      value: 29_960 - 3990,
      shipping: 3990,
      payment_type: 'card',
      items: [
        { item_id: '1', item_name: 'Taladro', price: 10_990, quantity: 2, index: 0 },
        { item_id: 'W1', item_name: 'Garantía', price: 990, quantity: 1, index: 1 },
        { item_id: '2', item_name: 'Pintura', price: 1_000, quantity: 3, discount: 500, index: 2 },
      ],
    });
    expect(e.items.reduce((s, i) => s + i.price * i.quantity, 0)).toBe(e.value);
  });
});

describe('form fields', () => {
  it('dotted names nest, other fields are left out', () => {
    const data = new FormData();
    data.set('document.type', 'CL_RUT');
    data.set('document.number', '1-9');
    data.set('email', 'a@b.cl');
    data.set('$ACTION_ID_x', '');
    expect(fieldsOf(data, ['email', 'document.type', 'document.number', 'phone'])).toEqual({
      email: 'a@b.cl',
      document: { type: 'CL_RUT', number: '1-9' },
    });
  });

  it("a refused no-script post's values start the form: the factura ticked, not the boleta", () => {
    const saved = {
      kind: 'boleta',
      taxId: '',
      businessName: '',
      document: { type: 'CL_RUT', number: '' },
    };
    expect(
      postedOver(saved, {
        kind: 'factura',
        businessName: 'Ferretería Ana',
        document: { type: 'CL_RUT', number: '1-9' },
        other: 'x',
        taxId: 7,
      }),
    ).toEqual({
      kind: 'factura',
      taxId: '',
      businessName: 'Ferretería Ana',
      document: { type: 'CL_RUT', number: '1-9' },
    });
    expect(postedOver(saved, undefined)).toBe(saved);
  });

  it('a blank field is a missing one', () => {
    expect(blankToMissing({ a: ' ', b: 'x', c: { d: '' }, e: null })).toEqual({
      b: 'x',
      c: {},
      e: null,
    });
  });

  it('errors are keyed by the dotted field name, the first one kept', () => {
    expect(
      fieldErrorsOf(
        [
          { path: ['number'], message: 'inválido' },
          { path: ['number'], message: 'otro' },
          { path: [], message: 'todo' },
        ],
        'card',
      ),
    ).toEqual({ 'card.number': 'inválido', card: 'todo' });
  });
});

describe('moments', () => {
  // Said inside a sentence ("hasta el ..."): Spanish puts no comma after the weekday there.
  it('a pay-at-store deadline in the country time, on a 24-hour clock', () => {
    expect(momentOf('2026-11-28T18:47:00Z', pe)).toBe('sábado 28 de noviembre, 13:47');
    expect(momentOf('2026-11-28T18:47:00Z', cl)).toBe('sábado 28 de noviembre, 15:47');
  });
});

describe('a flash read back (a form posted before the script loaded)', () => {
  it('takes a step answer or a placement answer of the right shape, nothing else', () => {
    const step = {
      ok: false,
      fieldErrors: { phone: 'Ingresa tu teléfono' },
      values: { email: 'a@b.cl' },
    };
    expect(stepFlash(step)).toEqual(step);
    expect(stepFlash({ ok: 'no' })).toBeNull();
    expect(stepFlash(null)).toBeNull();
    const changed = {
      kind: 'totalChanged',
      total: 32_970,
      shown: { previous: '$ 1', subtotal: '$ 2', savings: '$ 3', delivery: '$ 4', total: '$ 5' },
    };
    expect(placeFlash(changed)).toEqual(changed);
    expect(placeFlash({ kind: 'error', message: 'x', step: 'nowhere' })).toBeNull();
  });

  it('keeps what the panel and the refusal name without the script: rows left out, lines', () => {
    const changed = {
      kind: 'totalChanged',
      total: 1_198_00,
      sameTotal: true,
      shown: { previous: '$ 1', subtotal: '$ 2', savings: null, delivery: null, total: '$ 5' },
      changes: ['Martillo: antes $ 539, ahora $ 599'],
    };
    expect(placeFlash(changed)).toEqual(changed);
    const refused = {
      kind: 'error',
      message: 'No pudimos tomar tu pedido: revisa esto en tu carro.',
      cart: true,
      lines: ['Destornillador paleta 6 piezas ya no se vende: quítalo de tu carro.'],
    };
    expect(placeFlash(refused)).toEqual(refused);
  });
});
