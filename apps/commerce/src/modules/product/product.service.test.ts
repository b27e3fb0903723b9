import { getTenantBySiteId } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { ProductResponse } from '../../contract';
import {
  fixedPriceGroups,
  GUEST,
  installments,
  type PriceContext,
  priceContextOf,
} from '../pricing';
import {
  type ProductRepo,
  productPage,
  type StoredProduct,
  summariseReviews,
} from './product.service';

const now = new Date('2026-11-22T12:00:00Z');
const tenant = getTenantBySiteId('socl')!;
const variant = (id: string, available: boolean, normal: number) => ({
  id,
  skuId: `${id}5`,
  ean: null,
  model: null,
  name: `Variante ${id}`,
  attributes: [{ name: 'color', label: 'Color', value: id === '1' ? 'Azul' : 'Rojo' }],
  media: [
    { kind: 'IMAGE' as const, name: 'frente', url: `/images/p-${id}-1` },
    { kind: 'VIDEO' as const, name: 'uso', url: `/videos/p-${id}` },
  ],
  badges: [],
  available,
  priceRows: [
    {
      type: 'NORMAL' as const,
      amount: normal,
      currency: 'CLP',
      priceGroup: null,
      validFrom: null,
      validTo: null,
    },
    {
      type: 'INTERNET' as const,
      amount: normal - 1000,
      currency: 'CLP',
      priceGroup: '20',
      validFrom: null,
      validTo: null,
    },
  ],
});
const stored: StoredProduct = {
  productId: '110281',
  skuId: '',
  displayName: 'Taladro percutor 13 mm',
  name: 'Taladro percutor inalámbrico 13 mm 18 V',
  brand: 'Bosch',
  slug: 'taladro-percutor-13-mm',
  description: 'Taladro para concreto y madera.',
  categoryPath: [],
  variantKind: 'COLOR',
  variants: [variant('1', false, 59990), variant('2', true, 64990)],
  specifications: [{ name: 'Potencia', value: '750 W' }],
  badges: [{ type: 'NEW', label: 'Nuevo' }],
  promotions: [],
  ratings: [5, 4, 4, 2],
  reviews: [],
  warranties: [],
  services: [],
  unit: null,
  sale: { saleUnit: 'unit', coveragePerBox: null, litres: null },
  installmentPlans: [
    { bank: 'Banco Fierro', months: 6, interestFree: true, monthlyRate: 0, minAmount: 10000 },
    { bank: 'Banco Fierro', months: 12, interestFree: false, monthlyRate: 0.02, minAmount: 10000 },
  ],
  availability: { homeDelivery: true, pickupInStore: true },
};
const groups = fixedPriceGroups({ retail: ['10', '20'], business: '90' });
const base: PriceContext = { groups: [], shopper: GUEST };
const repo: ProductRepo = {
  product: async ({ productId }) => (productId === '110281' ? stored : null),
};

describe('product page', () => {
  it('selects the first available variant, prices it for the group, matches the contract', async () => {
    const price = await priceContextOf(groups, tenant, { priceGroup: '20' });
    const res = await productPage({ repo, tenant, now, price }, { productId: '110281' });
    const page = ProductResponse.parse(res);
    expect(page.selectedVariantId).toBe('2');
    expect(page.pricing.paid).toEqual({ type: 'INTERNET', amount: 63990 });
    expect(page.pricing.reference).toEqual({ type: 'NORMAL', amount: 64990 });
    expect(page.pricing.saving).toEqual({ amount: 1000, percent: 1 });
    expect(page.badges.map((b) => b.label)).toEqual(['Nuevo']);
    expect(page.variants[1]!.badges.map((b) => b.label)).toEqual(['-1%']);
    expect(page.media.images).toHaveLength(1);
    expect(page.media.videos).toHaveLength(1);
    expect(page.reviewSummary).toEqual({ average: 3.8, count: 4, distribution: [0, 1, 0, 2, 1] });
    expect(page.bankInstallments[0]).toMatchObject({ months: 12, interestFree: false });
    expect(page.bankInstallments[1]).toEqual({
      bank: 'Banco Fierro',
      months: 6,
      interestFree: true,
      monthlyAmount: 10665,
      lastAmount: 10665,
      total: 63990,
      currency: 'CLP',
    });
  });

  it('without the price group, or with a made-up one, shows only the base list', async () => {
    for (const priceGroup of [undefined, '96']) {
      const price = await priceContextOf(groups, tenant, { priceGroup });
      const res = ProductResponse.parse(
        await productPage({ repo, tenant, now, price }, { productId: '110281', variantId: '1' }),
      );
      expect(res.pricing.paid).toEqual({ type: 'NORMAL', amount: 59990 });
      expect(res.pricing.reference).toBeNull();
      expect(res.skuId).toBe('15');
    }
  });

  it('says which id is unknown', async () => {
    expect(await productPage({ repo, tenant, now, price: base }, { productId: '999' })).toEqual({
      notFound: 'productId',
    });
    expect(
      await productPage(
        { repo, tenant, now, price: base },
        { productId: '110281', variantId: '9' },
      ),
    ).toEqual({
      notFound: 'variantId',
    });
  });
});

describe('rules', () => {
  it('summarises no reviews as zero', () => {
    expect(summariseReviews([])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
  });
  it('skips plans under their minimum', () => {
    expect(
      installments(5000, 'CLP', [
        { bank: 'B', months: 3, interestFree: true, monthlyRate: 0, minAmount: 10000 },
      ]),
    ).toEqual([]);
  });
});
