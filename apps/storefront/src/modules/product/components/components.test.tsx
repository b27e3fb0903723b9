import { BADGE_TYPES, type Badge, type ProductResponse } from '@fierro/commerce/contract';
import { getTenant, TENANT_CODES, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../../lib/i18n/messages';
import { priceView } from '../prices';
import { Badges } from './badges';
import { PdpDisabled } from './page-states';
import { Installments, MultiUnitPromotion, PriceBlock } from './price-block';
import { VariantPickers } from './variant-pickers';

// details.tsx is a server component module; outside Next the marker import has nothing to guard.
vi.mock('server-only', () => ({}));
const { cleanDescription, Reviews, Specifications, Warranties } = await import('./details');

/**
 * The product page's presentational parts (issue 7) rendered to HTML: what a shopper reads for
 * each badge, price type, installment plan, warranty and review, per tenant where a rule differs.
 */
const at = (code: string) => getTenant(code) as Tenant;
// Prices print with a (no-break) space after the symbol; compare with a plain one.
const html = (node: React.ReactNode) => renderToStaticMarkup(node).replace(/[\u00a0\u202f]/g, ' ');
const cl = at('cl');
const t = translator(cl);

describe('badges: every spec type, international shipping, bank promotions', () => {
  const types: readonly Badge['type'][] = BADGE_TYPES;

  it.each(types)('%s is shown with its label', (type) => {
    const out = html(<Badges badges={[{ type, label: `etiqueta ${type}` }]} t={t} />);
    expect(out).toContain(`data-badge="${type}"`);
    expect(out).toContain(`etiqueta ${type}`);
  });

  it('international shipping without a label reads the site language; repeats show once', () => {
    const badge = { type: 'INTERNATIONAL_SHIPPING' as const, label: '' };
    expect(
      html(<Badges badges={[badge, badge]} t={t} />).match(/Envío internacional/g),
    ).toHaveLength(1);
    expect(html(<Badges badges={[badge]} t={translator(at('br'))} />)).toContain(
      'Envio internacional',
    );
    expect(html(<Badges badges={[]} t={t} />)).toBe('');
  });
});

describe('bank-promotion badges lead to the installment terms', () => {
  it.each(['BANK_PROMOTION', 'BANK_PROMOTION_MSI'] as const)('%s', (type) => {
    const badges = [
      { type, label: 'Cuotas sin interés' },
      { type: 'NEW' as const, label: 'Nuevo' },
    ];
    const linked = html(<Badges badges={badges} t={t} termsHref="#installments" />);
    expect(linked).toContain('<a href="#installments" class="underline">Cuotas sin interés</a>');
    expect(linked).not.toContain('Nuevo</a>');
    // Without installment plans on the page there is nothing to lead to.
    expect(html(<Badges badges={badges} t={t} />)).not.toContain('<a ');
  });
});

describe('product pages off (development, pdpDisabled): a notice in the site language', () => {
  it.each([
    ['cl', 'La ficha de producto no está disponible en este entorno.'],
    ['br', 'A página do produto não está disponível neste ambiente.'],
  ])('%s', (code, text) => {
    const out = html(<PdpDisabled t={translator(at(code))} />);
    expect(out).toContain('data-pdp-disabled');
    expect(out).toMatch(new RegExp(`<h1[^>]*>${text}</h1>`));
  });
});

describe('price block', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const view = (code: string, prices: Parameters<typeof priceView>[0], perBox?: number) =>
    priceView(prices, {
      tenant: at(code),
      business: false,
      now,
      unit: perBox ? { name: 'm2', perBox } : null,
    });
  const block = (code: string, v: ReturnType<typeof view>, comboHref: string | null = null) =>
    html(<PriceBlock view={v} tenant={at(code)} t={translator(at(code))} comboHref={comboHref} />);

  it('internet price paid, normal struck with "Antes", the saving with the savings word', () => {
    const out = block(
      'cl',
      view('cl', [
        { type: 'INTERNET', amount: 8000, currency: 'CLP' },
        { type: 'NORMAL', amount: 10000, currency: 'CLP' },
      ]),
    );
    expect(out).toMatch(/data-price-type="INTERNET".*Precio internet.*\$ 8\.000/);
    expect(out).toMatch(/data-price-type="NORMAL".*Antes.*line-through.*\$ 10\.000/);
    expect(out).toContain('Ahorro $ 2.000 (20 %)');
  });

  it('card price with the loyalty logo and the card page; without one, the other card page', () => {
    const withCard = block(
      'cl',
      view('cl', [
        { type: 'CMR', amount: 7000, currency: 'CLP' },
        { type: 'NORMAL', amount: 10000, currency: 'CLP' },
      ]),
    );
    expect(withCard).toMatch(/data-price-type="CMR".*Precio con tarjeta.*\$ 7\.000/);
    expect(withCard).toContain(`src="${cl.loyaltyLogo}"`);
    expect(withCard).toContain(`href="${cl.links.cmrWithCard}"`);
    const without = block('cl', view('cl', [{ type: 'NORMAL', amount: 10000, currency: 'CLP' }]));
    expect(without).toContain(`href="${cl.links.cmrWithoutCard}"`);
  });

  it('event price with its end date, Brazil in Portuguese with Economia', () => {
    const out = block(
      'br',
      view('br', [
        {
          type: 'EVENT',
          amount: 8000,
          currency: 'BRL',
          validity: { from: null, to: '2026-06-20T00:00:00Z' },
        },
        { type: 'NORMAL', amount: 10000, currency: 'BRL' },
      ]),
    );
    expect(out).toContain('Preço evento');
    expect(out).toContain('Até 20 de junho');
    expect(out).toMatch(/Economia R\$ 20,00 \(20 %\)/);
  });

  it('m² and box prices; the price-unit-measure line on Colombia only', () => {
    const prices = [
      { type: 'NORMAL' as const, amount: 15000, currency: 'COP', unit: 'caja' },
      { type: 'M2' as const, amount: 10000, currency: 'COP' },
    ];
    const co = block('co', view('co', prices, 1.5));
    expect(co).toMatch(/data-price-type="M2".*\$ 10\.000 por m².*\$ 15\.000 por caja \(1,5 m²\)/);
    expect(co).toContain('data-unit-measure');
    expect(co).toContain('Precio por m²: $ 10.000');
    expect(block('cl', view('cl', prices, 1.5))).not.toContain('data-unit-measure');
  });

  it("combo: Chile's 'view product' button, not elsewhere", () => {
    const prices = [
      { type: 'COMBO' as const, amount: 8000, currency: 'CLP' },
      { type: 'NORMAL' as const, amount: 10000, currency: 'CLP' },
    ];
    expect(block('cl', view('cl', prices), '/fierro-cl/x#linked-products')).toContain(
      'Ver producto',
    );
    expect(block('pe', view('pe', prices), '/fierro-pe/x#linked-products')).not.toContain(
      'Ver producto',
    );
  });
});

describe('installments and bank promotions with their terms', () => {
  it('headline of the longest interest-free plan, each plan with total and interest, the terms', () => {
    const out = html(
      <Installments
        plans={[
          {
            bank: 'Banco Uno',
            months: 6,
            interestFree: true,
            monthlyAmount: 2000,
            currency: 'CLP',
          },
          {
            bank: 'Banco Dos',
            months: 24,
            interestFree: false,
            monthlyAmount: 600,
            currency: 'CLP',
          },
        ]}
        cashPrice={12000}
        tenant={cl}
        t={t}
      />,
    );
    expect(out).toContain('Hasta 6 cuotas de $ 2.000 sin interés');
    expect(out).toContain('Banco Uno: 6 cuotas de $ 2.000 (sin interés) · Total $ 12.000');
    expect(out).toContain('Banco Dos: 24 cuotas de $ 600 · Total $ 14.400 · Interés $ 2.400');
    expect(out).toContain('id="installments"');
    expect(out).toContain('Ver condiciones');
    expect(out).toContain('Cuotas sujetas a aprobación del banco emisor');
    expect(html(<Installments plans={[]} cashPrice={1} tenant={cl} t={t} />)).toBe('');
  });

  it('the 3x2 promotion opens its modal from a labelled button', () => {
    const out = html(
      <MultiUnitPromotion
        promotion={{
          id: 'p',
          type: 'MULTI_UNIT',
          title: '3x2',
          description: null,
          validFrom: null,
          validTo: null,
        }}
        tenant={cl}
        t={t}
      />,
    );
    expect(out).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Promoción 3x2<\/button>/);
    expect(out).toMatch(/<dialog[^>]*aria-labelledby="[^"]+"[^>]*data-modal="multi-unit"/);
  });
});

const product = {
  description:
    '<p onclick="x()">Pintura <b>lavable</b></p><script>alert(1)</script><img src=x onerror=y><a href="javascript:z()">a</a><a href="https://fierro.example/guia">guía</a>',
  warranties: [
    {
      skuId: 'w1',
      kind: 'WARRANTY',
      name: 'Garantía extendida 1 año',
      price: { type: 'NORMAL', amount: 5990, currency: 'CLP' },
    },
  ],
  services: [
    {
      skuId: 's1',
      kind: 'SERVICE',
      name: 'Instalación',
      price: { type: 'NORMAL', amount: 19990, currency: 'CLP' },
    },
  ],
  reviewSummary: { average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] },
  reviews: [
    {
      id: 'r1',
      rating: 5,
      title: 'Muy buena',
      text: 'Cubre bien',
      author: 'Ana',
      createdAt: '2026-05-01T00:00:00Z',
    },
  ],
} as unknown as ProductResponse;

describe('description, warranties and reviews', () => {
  it('the catalogue HTML is sanitised: no scripts, handlers, images or javascript: links', () => {
    const out = cleanDescription(product.description);
    expect(out).toBe(
      '<p>Pintura <b>lavable</b></p><a rel="noopener nofollow">a</a><a href="https://fierro.example/guia" rel="noopener nofollow">guía</a>',
    );
  });

  it.each(TENANT_CODES)(
    '%s: warranty change link in a new tab only where the registry says (Peru)',
    (code) => {
      const tenant = at(code);
      const out = html(<Warranties product={product} tenant={tenant} t={translator(tenant)} />);
      const link = /<a[^>]*data-warranty-change[^>]*>/.exec(out)?.[0] ?? '';
      expect(link).toContain(`href="${tenant.links.guarantee}"`);
      expect(link.includes('target="_blank"')).toBe(tenant.warrantyInNewTab);
      expect(out).toContain('data-modal="warranty"');
    },
  );

  it('review summary, distribution and each review', () => {
    const out = html(<Reviews product={product} tenant={cl} t={t} />);
    expect(out).toContain('4,5 de 5 (2 opiniones)');
    expect(out).toContain('Muy buena');
    expect(out).toContain('Ana');
    expect(
      html(
        <Reviews
          product={{
            ...product,
            reviewSummary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
          }}
          tenant={cl}
          t={t}
        />,
      ),
    ).toContain('Aún no hay opiniones');
  });
});

describe('specifications and the size picker label', () => {
  it('specifications as a labelled list of name and value', () => {
    const out = html(
      <Specifications
        product={
          {
            specifications: [
              { name: 'Rendimiento', value: '10 m²/L' },
              { name: 'Acabado', value: 'Mate' },
            ],
          } as ProductResponse
        }
        t={t}
      />,
    );
    expect(out).toContain('Especificaciones');
    expect(out).toMatch(/<dt[^>]*>Rendimiento<\/dt><dd[^>]*>10 m²\/L<\/dd>/);
    expect(
      html(<Specifications product={{ specifications: [] } as unknown as ProductResponse} t={t} />),
    ).toBe('');
  });

  it.each(TENANT_CODES)("%s: the size picker reads the registry's size label", (code) => {
    const tenant = at(code);
    const out = html(
      <VariantPickers
        pickers={[
          {
            attribute: 'size',
            options: [
              { value: 'M', label: 'M', skuId: '1001', selected: true, available: true },
              { value: 'L', label: 'L', skuId: '1002', selected: false, available: true },
            ],
          },
        ]}
        tenant={tenant}
        t={translator(tenant)}
        pathOf={(sku) => `/product/1/x/${sku}/`}
      />,
    );
    expect(out).toContain(`<legend class="mb-1 font-semibold text-sm">${tenant.sizeLabel}`);
    // next/link adds the trailing slash from the app's config, absent here.
    expect(out).toMatch(new RegExp(`href="/${tenant.pathPrefix}/product/1/x/1002/?"`));
    if (code === 'uy') expect(tenant.sizeLabel).toBe('Talle');
  });
});
