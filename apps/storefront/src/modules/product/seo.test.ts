import type { ProductResponse, Variant } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { priceView } from './prices';
import { productJsonLd, productMetadata, productPagePath } from './seo';

const variant: Variant = {
  id: 'v1',
  skuId: '123456',
  ean: '7801234567890',
  model: 'TAL-18V',
  name: 'Taladro 18V',
  attributes: [],
  media: [{ kind: 'IMAGE', name: 'v', url: 'socl/3/1' }],
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
  bankInstallments: [],
  available: true,
};
const product = {
  productId: '10000003',
  skuId: '123456',
  displayName: 'Taladro percutor',
  name: 'Taladro percutor inalámbrico 18V',
  brand: 'Bauker',
  slug: 'taladro-percutor',
  description: '<p>Un <b>taladro</b> para <script>x</script>obra.</p>',
  categoryPath: [{ id: 'cat1', name: 'Herramientas', slug: 'herramientas' }],
  variantKind: null,
  selectedVariantId: 'v1',
  variants: [variant],
  media: { images: [{ kind: 'IMAGE', name: 'p', url: 'socl/3/2' }], videos: [], spins: [] },
  specifications: [],
  badges: [],
  pricing: variant.pricing,
  promotions: [],
  bankInstallments: [],
  reviewSummary: { average: 4.5, count: 12, distribution: [0, 0, 1, 3, 8] },
  reviews: [],
  warranties: [],
  services: [],
  unit: null,
  availability: { homeDelivery: true, pickupInStore: true },
} as unknown as ProductResponse;

const at = (code: string) => getTenant(code) as Tenant;
const view = (tenant: Tenant, amount: number, currency: string) =>
  priceView({ ...variant.pricing, currency, paid: { type: 'NORMAL', amount } }, tenant);

describe('product page SEO', () => {
  it('title, description, canonical and Open Graph', () => {
    const cl = at('cl');
    const m = productMetadata(cl, product);
    const canonical = `${cl.seoDomain}/fierro-cl/product/10000003/taladro-percutor/`;
    expect(m.title).toBe(`Taladro percutor inalámbrico 18V | ${cl.title}`);
    expect(m.description).toBe('Un taladro para obra.');
    expect(m.alternates?.canonical).toBe(canonical);
    expect(m.openGraph).toMatchObject({
      title: m.title,
      url: canonical,
      siteName: cl.siteName,
      locale: 'es_CL',
      images: [{ url: `${cl.seoDomain}/images/socl/3/2?w=800&h=800`, width: 800, height: 800 }],
    });
  });

  it('the canonical path keeps the SKU only when asked, and uses the id for an empty slug', () => {
    expect(productPagePath(product, '123456')).toBe('/product/10000003/taladro-percutor/123456/');
    expect(productPagePath({ productId: '5', slug: '' })).toBe('/product/5/5/');
  });

  it.each([
    // tenant, price in minor units, currency, price as JSON-LD writes it
    ['cl', 12990, 'CLP', '12990'],
    ['pe', 12990, 'PEN', '129.90'],
    ['br', 12990, 'BRL', '129.90'],
    ['co', 129900, 'COP', '129900'],
  ])(
    '%s: Product with Offer, AggregateRating, brand, sku, gtin; BreadcrumbList',
    (code, amount, currency, price) => {
      const tenant = at(code);
      const [ld, crumbs] = productJsonLd(
        tenant,
        product,
        variant,
        view(tenant, amount, currency),
        'Inicio',
      );
      const base = `${tenant.seoDomain}/${tenant.pathPrefix}`;
      expect(ld).toMatchObject({
        '@type': 'Product',
        name: product.name,
        sku: '123456',
        gtin: '7801234567890',
        mpn: 'TAL-18V',
        brand: { '@type': 'Brand', name: 'Bauker' },
        offers: {
          '@type': 'Offer',
          url: `${base}/product/10000003/taladro-percutor/123456/`,
          price,
          priceCurrency: currency,
          availability: 'https://schema.org/InStock',
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
      });
      expect(crumbs).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, name: 'Inicio', item: `${base}/` },
          { position: 2, name: 'Herramientas', item: `${base}/category/cat1/herramientas/` },
          {
            position: 3,
            name: 'Taladro percutor',
            item: `${base}/product/10000003/taladro-percutor/`,
          },
        ],
      });
    },
  );

  it('out of stock and unrated: OutOfStock offer, no AggregateRating, no gtin without an EAN', () => {
    const cl = at('cl');
    const [ld] = productJsonLd(
      cl,
      { ...product, reviewSummary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] } },
      { ...variant, ean: null, available: false },
      view(cl, 1000, 'CLP'),
      'Inicio',
    );
    expect(ld).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('gtin');
  });
});
