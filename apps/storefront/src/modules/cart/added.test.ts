import type { CartResponse, ProductCard } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { addedView } = await import('./added');

const cl = getTenant('cl') as Tenant;
const pricing = (amount: number) => ({
  currency: 'CLP',
  saleUnit: 'unit' as const,
  coverage: null,
  paid: { type: 'INTERNET' as const, amount },
  reference: null,
  card: null,
  bundles: [],
  saving: null,
  unitMeasure: null,
});
const cart = {
  cartId: '1dee8483-2f82-4785-b561-7ab0adbc6bf0',
  siteId: 'socl',
  version: 3,
  currency: 'CLP',
  totals: {
    subtotal: 0,
    savings: 0,
    delivery: 0,
    total: 422970,
    storeCardTotal: null,
    storeCardDelivery: null,
    itemCount: 3,
  },
  lines: [
    {
      lineId: 1,
      productId: '10000003',
      skuId: '1000030',
      name: 'Taladro percutor 13 mm 650 W',
      slug: 'Taladro-percutor-13-mm-650-W',
      image: 'socl/10000003/1',
      quantity: 3,
      pricing: pricing(140990),
      total: 422970,
      offeredServices: [],
    },
  ],
} as unknown as CartResponse;
const card = (productId: string, name: string): ProductCard =>
  ({
    productId,
    skuId: `${productId}0`,
    displayName: name,
    slug: name,
    images: [`socl/${productId}/1`],
    pricing: pricing(47990),
    variantCount: 1,
  }) as unknown as ProductCard;

describe('what the add-to-cart modal shows', () => {
  it('the line added, the cart total in the site format, three related products', () => {
    const view = addedView(cl, cart, '1000030', 2, [
      card('10000003', 'Same product'),
      card('10000011', 'Uno'),
      card('10000012', 'Dos'),
      card('10000013', 'Tres'),
      card('10000014', 'Cuatro'),
    ]);
    expect(view).toMatchObject({
      count: 3,
      total: '$ 422.970',
      line: {
        skuId: '1000030',
        added: 2,
        boxes: false,
        quantity: 3,
        unitPrice: 140990,
        lineTotal: '$ 422.970',
      },
    });
    expect(view?.related.map((r) => r.name)).toEqual(['Uno', 'Dos', 'Tres']);
    expect(view?.related[0]).toMatchObject({
      href: '/fierro-cl/product/10000011/Uno/',
      price: '$ 47.990',
    });
  });

  it('a product sold by the box counts boxes', () => {
    const tiles = {
      ...cart,
      lines: cart.lines.map((l) => ({ ...l, pricing: { ...l.pricing, coverage: 1.44 } })),
    } as unknown as CartResponse;
    expect(addedView(cl, tiles, '1000030', 2, [])?.line.boxes).toBe(true);
  });

  it("the product's warranties and services not in the cart yet, three at most, priced", () => {
    const offered = (n: number) => ({
      skuId: `G${n}00000`,
      kind: n === 4 ? ('SERVICE' as const) : ('WARRANTY' as const),
      name: `Garantía ${n} años`,
      price: 9990 * n,
    });
    const withOffers = {
      ...cart,
      lines: cart.lines.map((l) => ({ ...l, offeredServices: [1, 2, 3, 4].map(offered) })),
    } as unknown as CartResponse;
    const view = addedView(cl, withOffers, '1000030', 1, []);
    expect(view).toMatchObject({ version: 3, tenantCode: 'cl', line: { lineId: 1 } });
    expect(view?.offers).toEqual([
      { skuId: 'G100000', kind: 'WARRANTY', name: 'Garantía 1 años', price: '$ 9.990' },
      { skuId: 'G200000', kind: 'WARRANTY', name: 'Garantía 2 años', price: '$ 19.980' },
      { skuId: 'G300000', kind: 'WARRANTY', name: 'Garantía 3 años', price: '$ 29.970' },
    ]);
  });

  it('nothing when the SKU is not in the cart', () => {
    expect(addedView(cl, cart, '9999999', 1, [])).toBeNull();
  });
});
