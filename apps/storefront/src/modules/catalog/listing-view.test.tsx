import type { ProductCard, SearchResponse } from '@fierro/commerce/contract';
import { formatMinorUnits } from '@fierro/domain';
import { TENANTS, type Tenant } from '@fierro/tenants';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor, translator } from '../../lib/i18n/messages';
import { ListingView } from './components/listing-view';

// The sort select is a client component using the App Router; outside Next it needs a router.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {} }) }));
// The cards' quick add posts to the cart's form action (a server module).
vi.mock('server-only', () => ({}));

/**
 * A category listing as every site renders it (issue 6): the main and side regions, facets as
 * links (brand as f.product.brandName, colour, rating, price range, availability), pagination
 * via currentpage, cards with badges, rating and prices in the tenant's format, and the
 * BreadcrumbList and ItemList JSON-LD.
 */
const card = (id: string, over: Partial<ProductCard> = {}): ProductCard => ({
  productId: id,
  skuId: `${id}1`,
  displayName: `Taladro ${id}`,
  brand: 'Bosch',
  slug: `taladro-${id}`,
  images: [`socl/${id}/1`],
  pricing: {
    currency: 'CLP',
    saleUnit: 'unit',
    coverage: null,
    paid: null,
    reference: null,
    card: null,
    bundles: [],
    saving: null,
    unitMeasure: null,
  },
  badges: [],
  rating: 0,
  reviewCount: 0,
  variantCount: 1,
  ...over,
});

const result = (tenant: Tenant): SearchResponse => {
  const currency = tenant.currencies[0]!.code;
  return {
    siteId: tenant.siteId,
    term: null,
    products: [
      card('101', {
        pricing: {
          ...card('x').pricing,
          currency,
          paid: { type: 'INTERNET', amount: 1234500 },
          reference: { type: 'NORMAL', amount: 1543100 },
          saving: { amount: 308600, percent: 19 },
        },
        badges: [
          { type: 'DISCOUNT', label: '-19%', value: '19' },
          { type: 'NEW', label: 'Nuevo' },
        ],
        rating: 4.5,
        reviewCount: 12,
      }),
      card('102', {
        pricing: { ...card('x').pricing, currency, paid: { type: 'NORMAL', amount: 990000 } },
      }),
    ],
    facets: [
      {
        name: 'brand',
        label: 'Marca',
        kind: 'brand',
        multiSelect: true,
        values: [{ value: 'Bosch', label: 'Bosch', count: 2, selected: false }],
      },
      {
        name: 'primary_color_group',
        label: 'Color',
        kind: 'color',
        multiSelect: true,
        values: [{ value: 'Rojo', label: 'Rojo', count: 1, selected: true }],
      },
      {
        name: 'averageOverallRating',
        label: 'Valoración',
        kind: 'rating',
        multiSelect: false,
        values: [{ value: '4', label: '4', count: 1, selected: false }],
      },
      {
        name: 'f.range.price',
        label: 'Precio',
        kind: 'price',
        multiSelect: false,
        values: [{ value: '1000000::2000000', label: 'x', count: 1, selected: false }],
      },
      {
        name: 'availability',
        label: 'Disponibilidad',
        kind: 'availability',
        multiSelect: true,
        values: [{ value: 'pickupInStore', label: 'x', count: 2, selected: false }],
      },
    ],
    pagination: { currentPage: 2, perPage: 24, totalPages: 3, total: 50 },
    sortOptions: [{ value: 'relevance', label: 'Relevancia', selected: true }],
    dym: null,
    redirect: null,
    empty: false,
    category: { id: 'cat7', name: 'Taladros', breadcrumb: [] },
    collection: null,
  };
};

const render = (tenant: Tenant) => {
  const base = `/${tenant.pathPrefix}/category/cat7/taladros/`;
  return renderToStaticMarkup(
    <NextIntlClientProvider
      locale={tenant.locale}
      messages={messagesFor(tenant.locale)}
      timeZone="UTC"
    >
      <ListingView
        tenant={tenant}
        t={translator(tenant)}
        result={result(tenant)}
        title="Taladros"
        crumbs={[
          { label: 'Inicio', path: '/' },
          { label: 'Taladros', path: '/category/cat7/taladros/' },
        ]}
        basePath={base}
        params={new URLSearchParams('currentpage=2&primary_color_group=Rojo')}
      />
    </NextIntlClientProvider>,
  );
};

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe.each(TENANTS.map((t) => [t.pathPrefix, t] as const))('%s listing', (prefix, tenant) => {
  const html = render(tenant);
  const base = `/${prefix}/category/cat7/taladros/`;
  const t = translator(tenant);

  it('has the main region with the grid and the side region with the facets', () => {
    expect(html).toMatch(/<aside[^>]*aria-label="[^"]+"/);
    expect(html).toContain('<main id="main"');
    // Results first in the page (a phone painting mid-parse must not show the filters on top,
    // then push them down: CLS); from tablet up the grid puts the filters in the first column.
    expect(html.indexOf('<main')).toBeLessThan(html.indexOf('<aside'));
    expect(html).toMatch(/<main id="main" class="[^"]*tablet:col-start-2 tablet:row-start-1/);
    expect(html).toMatch(/<aside class="[^"]*tablet:col-start-1 tablet:row-start-1/);
  });

  it.each([
    ['brand', 'f.product.brandName=Bosch'],
    ['rating', 'averageOverallRating=4'],
    ['price range', 'f.range.price=1000000%3A%3A2000000'],
    ['availability in my zone or store', 'availability=pickupInStore'],
  ])('the %s facet links to page 1 with %s, keeping the selected colour', (_, param) => {
    expect(html).toContain(`href="${base}?primary_color_group=Rojo&amp;${param}"`);
  });

  it('a selected colour links back without it; labels are translated and priced', () => {
    expect(html).toMatch(new RegExp(`href="${base}"[^>]*aria-current="true"`));
    expect(html).toContain(t('listing.ratingAtLeast', { stars: 4 }));
    expect(html).toContain(t('listing.availability.pickupInStore'));
    expect(html).toContain(formatMinorUnits(2000000, tenant.code));
  });

  it('pages through currentpage (page 1 has none)', () => {
    expect(html).toContain(`href="${base}?currentpage=3&amp;primary_color_group=Rojo"`);
    expect(html).toContain(`href="${base}?primary_color_group=Rojo"`);
  });

  it("cards: the shopper's price in the tenant's format, the struck normal price, badges, rating", () => {
    expect(html).toContain(formatMinorUnits(1234500, tenant.code));
    // Struck through: .price-struck (globals.css) is line-through.
    expect(html).toMatch(/class="price-struck" data-price-type="NORMAL">/);
    expect(html).toContain('>-19%<');
    expect(html).toContain('>Nuevo<');
    // The paid price named as the product page names it (an internet price, here).
    expect(html).toContain(`>${t('card.internetPrice')}: <`);
    expect(html).toContain(t('card.rating', { rating: '4.5', count: 12 }));
    // next/link outside Next drops the trailing slash the app's trailingSlash config keeps.
    expect(html).toMatch(new RegExp(`href="/${prefix}/product/101/taladro-101/?"`));
  });

  it('BreadcrumbList and ItemList JSON-LD on the SEO domain, positions continuing on page 2', () => {
    const [crumbs, list] = jsonLd(html);
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${tenant.seoDomain}/${prefix}/` },
        { position: 2, item: `${tenant.seoDomain}${base}` },
      ],
    });
    expect(list).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 50,
      itemListElement: [
        { position: 25, url: `${tenant.seoDomain}/${prefix}/product/101/taladro-101/` },
        { position: 26 },
      ],
    });
    // The summary-page form: nothing but type, position and url per item.
    expect(Object.keys((list as { itemListElement: object[] }).itemListElement[0]!).sort()).toEqual(
      ['@type', 'position', 'url'],
    );
  });
});
