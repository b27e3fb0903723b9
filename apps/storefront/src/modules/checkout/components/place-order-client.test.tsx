import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceResult } from '../actions/place-result';
import { checkoutMessages } from '../messages';

// The server actions (cookies, commerce) are not this test's: the form only names them.
vi.mock('../actions/place-order', () => ({ placeOrderAction: async () => ({ kind: 'idle' }) }));
vi.mock('../actions/post-form', () => ({ postCheckoutForm: async () => undefined }));
const { PlaceOrderForm } = await import('./place-order-client');
const { CheckoutIntl } = await import('./checkout-intl-client');

const render = (tenant: Tenant, initial: PlaceResult | null = null) =>
  renderToStaticMarkup(
    <CheckoutIntl locale={tenant.locale} messages={checkoutMessages(tenant.locale)}>
      <PlaceOrderForm
        site={tenant.pathPrefix}
        expectedTotal={95_970}
        label="Pagar"
        cartHref="/cart/"
        termsHref={tenant.links.terms}
        stepHrefs={{}}
        initial={initial}
      />
    </CheckoutIntl>,
  ).replace(/<!-- -->/g, '');

describe("the last step's terms and conditions", () => {
  it.each([
    [
      'cl',
      '/fierro-cl/static/terminos-y-condiciones/',
      'Al confirmar aceptas los ',
      'términos y condiciones',
      ' (se abre en una pestaña nueva)',
      ' de compra.',
    ],
    [
      'br',
      '/fierro-br/static/termos-e-condicoes/',
      'Ao confirmar você aceita os ',
      'termos e condições',
      ' (abre em uma nova aba)',
      ' de compra.',
    ],
  ])(
    "%s: a link to the site's terms page (%s), the one the footer links",
    (code, href, before, link, newTab, after) => {
      const tenant = getTenant(code) as Tenant;
      expect(tenant.links.terms).toBe(href);
      const terms = /<p[^>]*data-terms="true">(.*?)<\/p>/.exec(render(tenant))?.[1];
      expect(terms).toBe(
        `${before}<a href="${href}" target="_blank" rel="noopener" class="underline">${link}<span class="sr-only">${newTab}</span></a>${after}`,
      );
    },
  );
});

/** The panel's rows, as "label value". */
const panelRows = (html: string) =>
  [
    ...(/data-total-changed[^>]*>(.*)<\/dl>/.exec(html)?.[1] ?? '').matchAll(
      /<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g,
    ),
  ].map((m) => `${m[1]} ${m[2]}`.replace(/\u00a0/g, ' '));
const button = (html: string) => /<button[^>]*>([^<]*)<\/button>/.exec(html)?.[1];

describe('the "total changed" panel', () => {
  const mx = getTenant('mx') as Tenant;
  const shown = { previous: '$ 1,078', subtotal: '$ 1,198', total: '$ 1,198' };

  it('bought at a store with nothing off: the subtotal alone, no "Descuentos -$ 0", no "Envío $ 0"', () => {
    const html = render(mx, {
      kind: 'totalChanged',
      total: 119_800,
      shown: { ...shown, savings: null, delivery: null },
    });
    expect(panelRows(html)).toEqual(['Subtotal $ 1,198']);
    expect(button(html)).toBe('Confirmar nuevo total y pagar $ 1,198');
  });

  it('the rows that apply, as the summary says them', () => {
    const html = render(mx, {
      kind: 'totalChanged',
      total: 119_800,
      shown: { ...shown, savings: '$ 120', delivery: 'Gratis' },
    });
    expect(panelRows(html)).toEqual(['Subtotal $ 1,198', 'Descuentos -$ 120', 'Envío Gratis']);
  });

  it('prices changed, the total did not: which lines, and a confirmation of the same total', () => {
    const html = render(cl(), {
      kind: 'totalChanged',
      total: 8_980,
      sameTotal: true,
      shown: {
        previous: '$ 8.980',
        subtotal: '$ 8.980',
        savings: null,
        delivery: '$ 3.990',
        total: '$ 8.980',
      },
      changes: ['Ampolleta LED 9 W E27 luz cálida: antes $ 4.490, ahora $ 4.990'],
    });
    const panel = /data-total-changed[^>]*>(.*?)<dl/.exec(html)?.[1] ?? '';
    expect(
      panel
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(
      'Cambiaron precios de tu carro desde que lo revisaste. El total sigue siendo $ 8.980. Ampolleta LED 9 W E27 luz cálida: antes $ 4.490, ahora $ 4.990',
    );
    expect(button(html)).toBe('Confirmar y pagar $ 8.980');
  });
});

describe('a refusal that names lines', () => {
  it('lists each product with what is wrong, and leads to the cart', () => {
    const html = render(cl(), {
      kind: 'error',
      message: 'No pudimos tomar tu pedido: revisa esto en tu carro.',
      cart: true,
      lines: ['Destornillador paleta 6 piezas ya no se vende: quítalo de tu carro.'],
    });
    const block = /<div role="alert"[^>]*data-refused-lines[^>]*>(.*?)<\/div>/.exec(html)?.[1];
    expect(block).toBe(
      '<p>No pudimos tomar tu pedido: revisa esto en tu carro.</p><ul class="my-1 list-disc pl-5"><li>Destornillador paleta 6 piezas ya no se vende: quítalo de tu carro.</li></ul><a href="/cart/" class="font-semibold underline">Revisar mi carro</a>',
    );
  });
});

function cl() {
  return getTenant('cl') as Tenant;
}
