import { describe, expect, it } from 'vitest';
import { orderMail } from './order.mail';
import type { OrderLineRow, OrderRow } from './order.store';
import type { OrderStoreView } from './order.view';

const order = (over: Partial<OrderRow>): OrderRow =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    siteId: 'socl',
    orderNumber: '100042',
    currency: 'CLP',
    subtotal: 25_970,
    savings: 0,
    delivery: 3_990,
    total: 29_960,
    contact: {
      email: 'ana@fierro.test',
      firstName: 'Ana',
      lastName: 'Pérez',
      phone: '+56 9 1234 5678',
      document: { type: 'CL_RUT', number: '12345678-5' },
    },
    deliveryAddress: {
      locationId: 'CL-13-providencia',
      zipCode: null,
      label: 'Providencia, Metropolitana',
      street: 'Av. Providencia',
      number: '1234',
      apartment: null,
    },
    paymentCode: null,
    paymentDueAt: null,
    fiscalDocument: { kind: 'boleta', taxId: null, businessName: null, businessActivity: null },
    ...over,
  }) as OrderRow;

const line = (over: Partial<OrderLineRow>): OrderLineRow =>
  ({
    lineId: 1,
    name: 'Taladro percutor 13 mm 650 W',
    quantity: 1,
    total: 25_970,
    deliveryMethod: 'homeDelivery',
    storeId: null,
    deliveryDateFrom: '2026-12-01',
    deliveryDateTo: '2026-12-03',
    ...over,
  }) as OrderLineRow;

describe('order mails say what the order page says', () => {
  it.each([
    ['cl', 8, '8 cajas (11,52 m²) de Porcelanato gris 60x60: $'],
    ['cl', 1, '1 caja (1,44 m²) de Porcelanato gris 60x60: $'],
    ['br', 8, '8 caixas (11,52 m²) de Porcelanato gris 60x60: R$'],
  ])(
    '%s: a line sold by the box says %i boxes and their m², as the order page',
    (code, n, text) => {
      const siteId = code === 'br' ? 'sobr' : 'socl';
      const mail = orderMail(
        order({ siteId, currency: code === 'br' ? 'BRL' : 'CLP' }),
        [line({ name: 'Porcelanato gris 60x60', quantity: n, coverage: 1.44 })],
        'confirmation',
      );
      expect(mail.text).toContain(text);
    },
  );

  it("a home delivery: the address, the days and the delivery's cost, in Chile's words", () => {
    const mail = orderMail(order({}), [line({})], 'confirmation');
    expect(mail.text).toContain('Despacho a Av. Providencia 1234, Providencia, Metropolitana.');
    expect(mail.text).toContain('Llega entre el martes 1 de diciembre y el jueves 3 de diciembre.');
    expect(mail.text).toMatch(/^Despacho: \$\s?3\.990$/m);
    expect(mail.text).toMatch(/^Total: \$\s?29\.960$/m);
  });

  it('elsewhere in Spanish a home delivery is an "envío"; in Brazil a "frete"', () => {
    const ar = orderMail(order({ siteId: 'soar', currency: 'ARS' }), [line({})], 'confirmation');
    expect(ar.text).toMatch(/^Envío a Av\. Providencia/m);
    expect(ar.text).toMatch(/^Envío: /m);
    const br = orderMail(order({ siteId: 'sobr', currency: 'BRL' }), [line({})], 'confirmation');
    expect(br.text).toMatch(/^Entrega em Av\. Providencia/m);
    expect(br.text).toMatch(/^Frete: R\$/m);
  });

  it('a store: where, its hours, from when; the pay-at-store deadline ends in one period', () => {
    const store: OrderStoreView = {
      id: '3001',
      name: 'Fierro Miraflores',
      address: 'Av. Larco 345, Miraflores',
      hours: 'lun a dom 9:00 a 21:00',
    } as OrderStoreView;
    const mail = orderMail(
      order({
        siteId: 'sope',
        currency: 'PEN',
        delivery: 0,
        deliveryAddress: null,
        paymentCode: '123456789012',
        paymentDueAt: new Date('2026-11-30T07:34:00Z'),
      }),
      [
        line({
          deliveryMethod: 'buyAtStore',
          storeId: '3001',
          deliveryDateFrom: '2026-11-28',
          deliveryDateTo: '2026-11-28',
        }),
      ],
      'payAtStore',
      new Map([['3001', store]]),
    );
    expect(mail.text).toContain(
      'Tu pedido te espera en Fierro Miraflores: Av. Larco 345, Miraflores.',
    );
    expect(mail.text).toContain('Puedes retirarlo desde el sábado 28 de noviembre.');
    expect(mail.text).not.toMatch(/\.\.$/m);
    expect(mail.text).not.toMatch(/Envío|Despacho/);
  });

  // The storefront's confirmation page says the deadline with checkout's momentOf (weekday, day,
  // month, a 24-hour time in the site's country time): "13:00", never "1:00 p. m.".
  it.each([
    ['sope', 'PEN', '2026-11-30T18:00:00Z', 'Tienes hasta el lunes 30 de noviembre, 13:00.'],
    ['sope', 'PEN', '2026-11-30T07:34:00Z', 'Tienes hasta el lunes 30 de noviembre, 02:34.'],
    ['soco', 'COP', '2026-11-30T23:05:00Z', 'Tienes hasta el lunes 30 de noviembre, 18:05.'],
    ['somx', 'MXN', '2026-11-30T18:00:00Z', 'Tienes hasta el lunes 30 de noviembre, 12:00.'],
    ['sobr', 'BRL', '2026-11-30T18:00:00Z', 'Você tem até segunda-feira, 30 de novembro às 15:00.'],
  ])('%s: the pay-at-store deadline reads as the page does', (siteId, currency, due, text) => {
    const mail = orderMail(
      order({
        siteId,
        currency,
        delivery: 0,
        deliveryAddress: null,
        paymentCode: '123456789012',
        paymentDueAt: new Date(due),
      }),
      [line({ deliveryMethod: 'buyAtStore', storeId: null })],
      'payAtStore',
    );
    expect(mail.text).toContain(text);
    expect(mail.text).not.toMatch(/[ap]\. ?m\./);
  });
});

describe("an order mail says the shopper's words as they were typed", () => {
  // String.prototype.replace reads $&, $`, $' and $$ in a replacement string as patterns:
  // "Hola $&:" came out "Hola Hola :" and a street with $' took the rest of the sentence.
  it.each(['$&', '$`', "$'", '$$', '$1', '{n}'])('%j in the name and the street', (typed) => {
    const mail = orderMail(
      order({
        contact: { ...order({}).contact, firstName: `Ana ${typed}` },
        deliveryAddress: {
          locationId: 'CL-13-providencia',
          zipCode: null,
          label: 'Providencia, Metropolitana',
          street: `Calle ${typed}`,
          number: '12',
          apartment: null,
        },
      }),
      [line({ name: `Taladro ${typed}` })],
      'confirmation',
    );
    expect(mail.text.split('\n')[2]).toBe(`Hola Ana ${typed}:`);
    expect(mail.text).toContain(`Despacho a Calle ${typed} 12, Providencia, Metropolitana.`);
    expect(mail.text).toContain(`1 x Taladro ${typed}: $`);
    expect(mail.subject).toBe('Tu pedido 100042 está pagado');
  });
});

describe("an order mail links to the order on the storefront's public origin", () => {
  const origin = 'https://tienda.fierro.test';
  it("a guest's goes to the lookup by number and e-mail, as text and as a link", () => {
    const mail = orderMail(order({ userId: null }), [line({})], 'confirmation', new Map(), origin);
    expect(mail.text).toMatch(
      /^Sigue tu pedido con su número \(100042\) y tu correo: https:\/\/tienda\.fierro\.test\/fierro-cl\/order-status\/$/m,
    );
    expect(mail.html).toContain(
      '<a href="https://tienda.fierro.test/fierro-cl/order-status/">https://tienda.fierro.test/fierro-cl/order-status/</a>',
    );
    // The shop's name heads the mail.
    expect(mail.html).toContain('<p><strong>Fierro</strong></p>');
  });

  it("a signed-in shopper's goes to the order's page in the account, in Portuguese in Brazil", () => {
    const userId = '00000000-0000-4000-8000-0000000000aa';
    const cl = orderMail(order({ userId }), [line({})], 'payAtStore', new Map(), origin);
    expect(cl.text).toContain(
      `Ve tu pedido en tu cuenta: ${origin}/fierro-cl/myaccount/orders/00000000-0000-4000-8000-000000000001/`,
    );
    const br = orderMail(
      order({ userId, siteId: 'sobr', currency: 'BRL' }),
      [line({})],
      'confirmation',
      new Map(),
      origin,
    );
    expect(br.text).toContain(
      `Veja seu pedido na sua conta: ${origin}/fierro-br/myaccount/orders/`,
    );
  });

  it('without a public origin there is no link', () => {
    const mail = orderMail(order({}), [line({})], 'confirmation');
    expect(mail.text).not.toContain('http');
  });
});

describe("an order mail is sent in the site's name", () => {
  it.each([
    ['socl', 'CLP', 'Fierro'],
    ['hocl', 'CLP', 'Homy'],
    ['soco', 'COP', 'Homecenter'],
  ])('%s (%s): %s', (siteId, currency, name) => {
    const mail = orderMail(order({ siteId, currency }), [line({})], 'confirmation');
    expect(mail.fromName).toBe(name);
  });
});

describe("each operator move mails the shopper the news, in the site's language", () => {
  const store: OrderStoreView = {
    id: '3001',
    name: 'Fierro Miraflores',
    address: 'Av. Larco 345, Miraflores',
    hours: 'lun a dom 9:00 a 21:00',
  } as OrderStoreView;
  const pickup = (over: Partial<OrderRow> = {}) =>
    order({ siteId: 'sope', currency: 'PEN', delivery: 0, deliveryAddress: null, ...over });
  const atStore = line({
    deliveryMethod: 'pickupInStore',
    storeId: '3001',
    deliveryDateFrom: '2026-11-28',
    deliveryDateTo: '2026-11-28',
  } as Partial<OrderLineRow>);
  const stores = new Map([['3001', store]]);

  it("ready for pickup: the store's name, address and hours, and what to bring", () => {
    const mail = orderMail(pickup(), [atStore], 'readyForPickup', stores);
    expect(mail.subject).toBe('Tu pedido 100042 está listo para retiro');
    expect(mail.text.split('\n').slice(0, 7)).toEqual([
      'Tu pedido 100042 está listo para retiro',
      '',
      'Hola Ana:',
      'Ya puedes retirar tu pedido.',
      'Tu pedido te espera en Fierro Miraflores: Av. Larco 345, Miraflores.',
      'Horario: lun a dom 9:00 a 21:00.',
      'Para retirarlo, lleva el número de pedido (100042) y tu documento de identidad.',
    ]);
    // Ready now: no "from when" any more.
    expect(mail.text).not.toContain('Puedes retirarlo desde');
    expect(mail.html).toContain('<p>Horario: lun a dom 9:00 a 21:00.</p>');
    const br = orderMail(
      pickup({ siteId: 'sobr', currency: 'BRL' }),
      [atStore],
      'readyForPickup',
      stores,
    );
    expect(br.subject).toBe('Seu pedido 100042 está pronto para retirada');
    expect(br.text).toContain('Seu pedido espera por você em Fierro Miraflores');
    expect(br.text).toContain(
      'Para retirá-lo, leve o número do pedido (100042) e seu documento de identidade.',
    );
  });

  it('shipped: on its way to the address, and the days it arrives, in local words', () => {
    const mail = orderMail(order({}), [line({})], 'shipped');
    expect(mail.subject).toBe('Tu pedido 100042 va en camino');
    expect(mail.text).toContain(
      'Tu pedido va en camino a Av. Providencia 1234, Providencia, Metropolitana.',
    );
    expect(mail.text).toContain('Llega entre el martes 1 de diciembre y el jueves 3 de diciembre.');
    const br = orderMail(order({ siteId: 'sobr', currency: 'BRL' }), [line({})], 'shipped');
    expect(br.subject).toBe('Seu pedido 100042 está a caminho');
    expect(br.text).toContain('Seu pedido está a caminho de Av. Providencia 1234');
  });

  it('delivered: the day of the history row in the country time, and until when to return', () => {
    const at = new Date('2026-12-03T02:00:00Z'); // 2 December, 23:00 in Santiago
    const history = [
      { status: 'PAID' as const, at: new Date('2026-11-28T12:00:00Z') },
      { status: 'DELIVERED' as const, at },
    ];
    const userId = '00000000-0000-4000-8000-0000000000aa';
    const mail = orderMail(
      order({ userId }),
      [line({})],
      'delivered',
      new Map(),
      undefined,
      history,
    );
    expect(mail.subject).toBe('Tu pedido 100042 fue entregado');
    expect(mail.text).toContain('Entregamos tu pedido el miércoles 2 de diciembre.');
    // Chile's return window: 30 days from the delivery.
    expect(mail.text).toContain(
      '¿Algo no está bien? Puedes pedir una devolución desde tu cuenta hasta el viernes 1 de enero.',
    );
    expect(mail.text).not.toMatch(/Llega|Despacho a/);
    // A guest's order has no page to ask from: the mail says how instead.
    const guest = orderMail(
      order({ userId: null }),
      [line({})],
      'delivered',
      new Map(),
      undefined,
      history,
    );
    expect(guest.text).toContain('¿Algo no está bien? Responde este correo y te ayudamos.');
    expect(guest.text).not.toContain('desde tu cuenta');
  });

  it('picked up: said so, in Portuguese in Brazil', () => {
    const history = [{ status: 'PICKED_UP' as const, at: new Date('2026-12-03T15:00:00Z') }];
    const es = orderMail(pickup(), [atStore], 'pickedUp', stores, undefined, history);
    expect(es.subject).toBe('Retiraste tu pedido 100042');
    expect(es.text).toContain('Retiraste tu pedido el jueves 3 de diciembre.');
    const br = orderMail(
      pickup({ siteId: 'sobr', currency: 'BRL' }),
      [atStore],
      'pickedUp',
      stores,
      undefined,
      history,
    );
    expect(br.subject).toBe('Você retirou seu pedido 100042');
    expect(br.text).toContain('Você retirou seu pedido em quinta-feira, 3 de dezembro.');
  });

  it('paid at the till: a receipt with the moment, the lines, the total and where to collect', () => {
    const history = [
      { status: 'PAYMENT_PENDING' as const, at: new Date('2026-11-27T15:00:00Z') },
      { status: 'PAID' as const, at: new Date('2026-11-28T18:00:00Z') },
    ];
    const mail = orderMail(
      pickup({ paymentMethod: 'payAtStore', total: 25_970 }),
      [atStore],
      'paidAtStore',
      stores,
      undefined,
      history,
    );
    expect(mail.subject).toBe('Recibimos el pago de tu pedido 100042');
    // 18:00 UTC is 13:00 in Lima.
    expect(mail.text).toContain(
      'Pagaste tu pedido en caja el sábado 28 de noviembre, 13:00. Este es tu comprobante:',
    );
    expect(mail.text).toMatch(/^1 x Taladro percutor 13 mm 650 W: S\/\s?259\.70$/m);
    expect(mail.text).toMatch(/^Total: S\/\s?259\.70$/m);
    expect(mail.text).toContain('Tu pedido te espera en Fierro Miraflores');
    const br = orderMail(
      pickup({ siteId: 'sobr', currency: 'BRL' }),
      [atStore],
      'paidAtStore',
      stores,
      undefined,
      history,
    );
    expect(br.subject).toBe('Recebemos o pagamento do seu pedido 100042');
    expect(br.text).toContain('Você pagou seu pedido no caixa em sábado, 28 de novembro às 15:00.');
  });

  it.each(['paidAtStore', 'shipped', 'readyForPickup', 'delivered', 'pickedUp'] as const)(
    '%s: no English in any site',
    (template) => {
      for (const [siteId, currency] of [
        ['socl', 'CLP'],
        ['soar', 'ARS'],
        ['sobr', 'BRL'],
        ['dicico', 'BRL'],
      ]) {
        const mail = orderMail(order({ siteId, currency }), [line({})], template, stores);
        expect(mail.text).not.toMatch(/\b(your|order|the|undefined|null)\b/i);
        expect(mail.text).not.toMatch(/\{\w+\}/);
      }
    },
  );
});

describe("a company's order mail says who its tax document is made out to", () => {
  it.each([
    [
      'socl',
      {
        kind: 'factura',
        taxId: '76086428-5',
        businessName: 'Constructora Los Andes SpA',
        businessActivity: 'Construcción',
      },
      [
        'Documento tributario a nombre de Constructora Los Andes SpA, 76.086.428-5.',
        'Giro: Construcción.',
      ],
    ],
    [
      'dicico',
      {
        kind: 'notaFiscalEmpresa',
        taxId: '11222333000181',
        businessName: 'Construtora Paulista Ltda',
        businessActivity: null,
      },
      ['Documento fiscal em nome de Construtora Paulista Ltda, 11.222.333/0001-81.'],
    ],
  ])(
    '%s: the name, the tax id as written, the line of business',
    (siteId, fiscalDocument, said) => {
      for (const template of ['confirmation', 'payAtStore', 'paidAtStore'] as const) {
        const mail = orderMail(
          order({
            siteId,
            currency: siteId === 'dicico' ? 'BRL' : 'CLP',
            fiscalDocument,
          } as Partial<OrderRow>),
          [line({})],
          template,
        );
        for (const text of said) expect(mail.text).toContain(text);
      }
    },
  );

  it("a person's boleta says nothing of it, nor does a shipping notice", () => {
    expect(orderMail(order({}), [line({})], 'confirmation').text).not.toMatch(/Documento/);
    const company = order({
      fiscalDocument: {
        kind: 'factura',
        taxId: '76086428-5',
        businessName: 'Constructora Los Andes SpA',
        businessActivity: 'Construcción',
      },
    } as Partial<OrderRow>);
    expect(orderMail(company, [line({})], 'shipped').text).not.toMatch(/Documento/);
  });
});

describe('an order mail names the order in its body, in its language', () => {
  const origin = 'https://tienda.fierro.test';
  it.each([
    ['socl', 'CLP', 'es-CL', 'Tu pedido 100042 está pagado'],
    ['sobr', 'BRL', 'pt-BR', 'Seu pedido 100042 está pago'],
  ])(
    '%s: headed by "%s" (text and HTML), its Content-Language %s',
    (siteId, currency, locale, heading) => {
      const mail = orderMail(order({ siteId, currency }), [line({})], 'confirmation');
      expect(mail.text.split('\n')[0]).toBe(heading);
      expect(mail.html).toContain(`<h1>${heading}</h1>`);
      expect(mail.html).toContain(`<title>${heading}</title>`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.language).toBe(locale);
    },
  );

  it.each(['confirmation', 'payAtStore', 'cancelled', 'shipped', 'delivered'] as const)(
    "%s: a guest's mail says the number it follows the order with, beside the link",
    (template) => {
      const guest = order({ userId: null });
      const es = orderMail(guest, [line({})], template, new Map(), origin);
      expect(es.text).toContain('Sigue tu pedido con su número (100042) y tu correo: https://');
      expect(es.html).toContain('Sigue tu pedido con su número (100042) y tu correo: <a href=');
      const br = orderMail(
        { ...guest, siteId: 'sobr', currency: 'BRL' },
        [line({})],
        template,
        new Map(),
        origin,
      );
      expect(br.text).toContain(
        'Acompanhe seu pedido com o número (100042) e o seu e-mail: https://',
      );
    },
  );
});

describe('an order mail says a 3x2 and what it saved, as the order page does', () => {
  // Three cans under a 3x2: 3 x 7,990, two paid.
  const paint = line({
    name: 'Pintura látex',
    quantity: 3,
    unitPrice: 7_990,
    total: 15_980,
    saving: 7_990,
    promotionId: 'P13X2',
  } as Partial<OrderLineRow>);
  it.each([
    ['socl', 'CLP', /^3 x Pintura látex: \$\s?15\.980 · Promoción aplicada: ahorras \$\s?7\.990$/m],
    [
      'sobr',
      'BRL',
      /^3 x Pintura látex: R\$\s?159,80 · Promoção aplicada: você economiza R\$\s?79,90$/m,
    ],
  ])('%s', (siteId, currency, said) => {
    for (const template of ['confirmation', 'payAtStore', 'paidAtStore'] as const) {
      const mail = orderMail(order({ siteId, currency }), [paint], template);
      expect(mail.text).toMatch(said);
    }
  });

  it('a line without a promotion says none', () => {
    const drill = line({ unitPrice: 25_970, promotionId: null } as Partial<OrderLineRow>);
    expect(orderMail(order({}), [drill], 'confirmation').text).not.toContain('Promoción');
  });

  it('a warranty says its quantity, as the cart does', () => {
    const warranty = line({
      lineId: 2,
      name: 'Garantía extendida 1 año',
      quantity: 5,
      total: 104_950,
    } as Partial<OrderLineRow>);
    expect(orderMail(order({}), [line({}), warranty], 'confirmation').text).toMatch(
      /^5 x Garantía extendida 1 año: \$\s?104\.950$/m,
    );
  });
});

describe('dates in the mail read as sentences say them', () => {
  it("Brazil's first of the month is an ordinal; Spanish has no comma after the weekday", () => {
    const first = line({ deliveryDateFrom: '2026-12-01', deliveryDateTo: '2026-12-01' });
    expect(orderMail(order({}), [first], 'confirmation').text).toContain(
      'Llega el martes 1 de diciembre.',
    );
    expect(
      orderMail(order({ siteId: 'sobr', currency: 'BRL' }), [first], 'confirmation').text,
    ).toContain('Chega em terça-feira, 1º de dezembro.');
  });
});
