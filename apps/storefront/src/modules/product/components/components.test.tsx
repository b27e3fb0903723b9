import {
  BADGE_TYPES,
  type Badge,
  type Pricing,
  type ProductResponse,
} from '@fierro/commerce/contract';
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

describe('price block (the prices commerce answered, named and placed)', () => {
  const pricing = (over: Partial<Pricing> & { currency: string }): Pricing => ({
    saleUnit: 'unit',
    coverage: null,
    paid: null,
    reference: null,
    card: null,
    bundles: [],
    saving: null,
    unitMeasure: null,
    ...over,
  });
  const block = (code: string, p: Pricing, comboHref: string | null = null) =>
    html(
      <PriceBlock
        view={priceView(p, at(code))}
        tenant={at(code)}
        t={translator(at(code))}
        comboHref={comboHref}
      />,
    );

  it('internet price paid, normal struck with "Antes", the saving with the savings word', () => {
    const out = block(
      'cl',
      pricing({
        currency: 'CLP',
        paid: { type: 'INTERNET', amount: 8000 },
        reference: { type: 'NORMAL', amount: 10000 },
        saving: { amount: 2000, percent: 20 },
      }),
    );
    expect(out).toMatch(/data-price-type="INTERNET".*Precio internet.*\$ 8\.000/);
    expect(out).toMatch(/data-price-type="NORMAL".*Antes.*line-through.*\$ 10\.000/);
    expect(out).toContain('Ahorro $ 2.000 (20 %)');
  });

  it('card price with its name, the loyalty logo and the card page; without one, the other page', () => {
    const withCard = block(
      'cl',
      pricing({
        currency: 'CLP',
        paid: { type: 'NORMAL', amount: 10000 },
        card: { type: 'CMR', amount: 7000, name: 'CMR' },
      }),
    );
    expect(withCard).toMatch(/data-price-type="CMR".*Precio CMR.*\$ 7\.000/);
    expect(withCard).toContain(`src="${cl.loyaltyLogo}"`);
    expect(withCard).toContain(`href="${cl.links.cmrWithCard}"`);
    const without = block(
      'cl',
      pricing({ currency: 'CLP', paid: { type: 'NORMAL', amount: 10000 } }),
    );
    expect(without).toContain(`href="${cl.links.cmrWithoutCard}"`);
  });

  it('a site without a store card shows no card price, logo or card page (Brazil)', () => {
    const out = block('br', pricing({ currency: 'BRL', paid: { type: 'NORMAL', amount: 10000 } }));
    expect(out).not.toContain('data-card-page');
    expect(out).not.toContain('cmr');
  });

  it('event price with its last day in force (its end excluded, in the site time zone), Brazil in Portuguese with Economia', () => {
    const out = block(
      'br',
      pricing({
        currency: 'BRL',
        paid: { type: 'EVENT', amount: 8000, validTo: '2026-06-20T00:00:00Z' },
        reference: { type: 'NORMAL', amount: 10000 },
        saving: { amount: 2000, percent: 20 },
      }),
    );
    expect(out).toContain('Preço evento');
    expect(out).toContain('Até 19 de junho');
    expect(out).toMatch(/Economia R\$ 20,00 \(20 %\)/);
  });

  it('sold by the box: every price per box, the m² figure beside, in the site language', () => {
    const tiles = (code: string, currency: string) =>
      pricing({
        currency,
        saleUnit: 'box',
        coverage: 1.5,
        paid: { type: 'NORMAL', amount: 15000, perM2: 10000 },
        unitMeasure: code === 'co' ? { amount: 10000, unit: 'm2' } : null,
      });
    const co = block('co', tiles('co', 'COP'));
    expect(co).toMatch(/data-price-type="NORMAL".*\$ 15\.000.* \/ caja/);
    expect(co).toMatch(/data-price-type="M2".*Equivale a \$ 10\.000 por m².*caja de 1,5 m²/);
    expect(co).toContain('Precio por m²: $ 10.000');
    expect(block('cl', tiles('cl', 'CLP'))).not.toContain('data-unit-measure');
    const br = block('br', tiles('br', 'BRL'));
    expect(br).toContain(' / caixa');
    expect(br).toContain('caixa de 1,5 m²');
    expect(br).not.toContain('caja');
  });

  it("combo: Chile's 'view product' button, not elsewhere", () => {
    const p = (currency: string) =>
      pricing({
        currency,
        paid: { type: 'NORMAL', amount: 10000 },
        bundles: [{ type: 'COMBO', amount: 8000 }],
      });
    expect(block('cl', p('CLP'), '/fierro-cl/x#linked-products')).toContain('Ver producto');
    expect(block('pe', p('PEN'), '/fierro-pe/x#linked-products')).not.toContain('Ver producto');
  });
});

describe('installments and bank promotions with their terms', () => {
  it('headline of the longest interest-free plan, each plan with its total, the terms', () => {
    const out = html(
      <Installments
        plans={[
          {
            bank: 'Banco Uno',
            months: 6,
            interestFree: true,
            monthlyAmount: 2000,
            lastAmount: 2005,
            total: 12005,
            currency: 'CLP',
          },
          {
            bank: 'Banco Dos',
            months: 24,
            interestFree: false,
            monthlyAmount: 600,
            lastAmount: 600,
            total: 14400,
            currency: 'CLP',
            monthlyRate: 0.0199,
          },
        ]}
        tenant={cl}
        t={t}
      />,
    );
    expect(out).toContain('Hasta 6 cuotas de $ 2.000 sin interés');
    expect(out).toContain(
      'Banco Uno: 6 cuotas de $ 2.000, la última de $ 2.005 (sin interés) · Total $ 12.005',
    );
    // A plan with interest says its rate.
    expect(out).toContain(
      'Banco Dos: 24 cuotas de $ 600 (con interés de 1,99 % mensual) · Total $ 14.400',
    );
    expect(out).toContain('id="installments"');
    expect(out).toContain('Ver condiciones');
    expect(out).toContain('Cuotas sujetas a aprobación del banco emisor');
    expect(html(<Installments plans={[]} tenant={cl} t={t} />)).toBe('');
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
          skuIds: ['1'],
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
