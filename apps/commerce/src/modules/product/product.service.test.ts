import { getTenantBySiteId } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { ProductResponse } from '../../contract';
import {
  installments,
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
      type: 'CMR' as const,
      amount: normal - 1000,
      currency: 'CLP',
      priceGroup: '96',
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
  installmentPlans: [
    { bank: 'Banco Fierro', months: 6, interestFree: true, monthlyRate: 0, minAmount: 10000 },
    { bank: 'Banco Fierro', months: 12, interestFree: false, monthlyRate: 0.02, minAmount: 10000 },
  ],
  availability: { homeDelivery: true, pickupInStore: true },
};
const repo: ProductRepo = {
  product: async ({ productId }) => (productId === '110281' ? stored : null),
};

describe('product page', () => {
  it('selects the first available variant, resolves prices for the group, matches the contract', async () => {
    const res = await productPage({ repo, tenant, now }, { productId: '110281', priceGroup: '96' });
    const page = ProductResponse.parse(res);
    expect(page.selectedVariantId).toBe('2');
    expect(page.prices.map((p) => [p.type, p.amount])).toEqual([
      ['CMR', 63990],
      ['NORMAL', 64990],
    ]);
    expect(page.media.images).toHaveLength(1);
    expect(page.media.videos).toHaveLength(1);
    expect(page.reviewSummary).toEqual({ average: 3.8, count: 4, distribution: [0, 1, 0, 2, 1] });
    expect(page.bankInstallments[0]).toMatchObject({ months: 12, interestFree: false });
    expect(page.bankInstallments[1]).toEqual({
      bank: 'Banco Fierro',
      months: 6,
      interestFree: true,
      monthlyAmount: 10665,
      currency: 'CLP',
    });
  });

  it('without the price group shows only the base list', async () => {
    const res = ProductResponse.parse(
      await productPage({ repo, tenant, now }, { productId: '110281', variantId: '1' }),
    );
    expect(res.prices.map((p) => p.type)).toEqual(['NORMAL']);
    expect(res.skuId).toBe('15');
  });

  it('says which id is unknown', async () => {
    expect(await productPage({ repo, tenant, now }, { productId: '999' })).toEqual({
      notFound: 'productId',
    });
    expect(
      await productPage({ repo, tenant, now }, { productId: '110281', variantId: '9' }),
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
