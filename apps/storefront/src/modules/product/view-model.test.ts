import type { MediaItem, ProductResponse, Variant } from '@fierro/commerce/contract';
import { describe, expect, it } from 'vitest';
import {
  calculatorOf,
  captionsOf,
  galleryItems,
  litresOf,
  multiUnitPromotion,
  variantOf,
  variantPickers,
} from './view-model';

const media = (kind: MediaItem['kind'], url: string): MediaItem => ({ kind, name: url, url });
const variant = (skuId: string, attrs: Record<string, string>, over: Partial<Variant> = {}) =>
  ({
    id: `v${skuId}`,
    skuId,
    ean: null,
    model: null,
    name: `Pintura ${skuId}`,
    attributes: Object.entries(attrs).map(([name, value]) => ({ name, label: name, value })),
    media: [],
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
    ...over,
  }) satisfies Variant;

const product = (over: Partial<ProductResponse> = {}) =>
  ({
    productId: '10000002',
    skuId: '1001',
    displayName: 'Pintura',
    name: 'Pintura látex',
    brand: 'Marca',
    slug: 'pintura-latex',
    description: '',
    categoryPath: [],
    variantKind: null,
    selectedVariantId: 'v1001',
    variants: [variant('1001', {})],
    media: { images: [], videos: [], spins: [] },
    specifications: [],
    badges: [],
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
    promotions: [],
    bankInstallments: [],
    reviewSummary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
    reviews: [],
    warranties: [],
    services: [],
    unit: null,
    availability: { homeDelivery: true, pickupInStore: true },
    ...over,
  }) as ProductResponse;

describe('variant pickers (colour, size or both; the SKU each option leads to)', () => {
  // Blanco 1 gal, Blanco 4 gal, Rojo 1 gal (no Rojo 4 gal).
  const variants = [
    variant('1001', { color: 'Blanco', size: '1 galón' }),
    variant('1002', { color: 'Blanco', size: '4 galones' }),
    variant('1003', { color: 'Rojo', size: '1 galón' }, { available: false }),
  ];
  const both = product({ variantKind: 'COLOR_AND_SIZE', variants });

  it('one picker per attribute of the variant kind; none for a single variant', () => {
    expect(variantPickers(both, variants[0]!).map((p) => p.attribute)).toEqual(['color', 'size']);
    expect(
      variantPickers(product({ variantKind: 'SIZE', variants }), variants[0]!).map(
        (p) => p.attribute,
      ),
    ).toEqual(['size']);
    expect(variantPickers(product({ variantKind: 'COLOR' }), variants[0]!)).toEqual([]);
  });

  it.each([
    // chosen SKU, attribute, option → SKU it links to (keeps the other attribute when it can)
    ['1002', 'color', 'Blanco', '1002'],
    ['1002', 'color', 'Rojo', '1003'],
    ['1003', 'size', '4 galones', '1002'],
    ['1003', 'size', '1 galón', '1003'],
    ['1001', 'size', '4 galones', '1002'],
  ] as const)('on %s, %s %s leads to SKU %s', (chosen, attribute, value, sku) => {
    const selected = variants.find((v) => v.skuId === chosen)!;
    const option = variantPickers(both, selected)
      .find((p) => p.attribute === attribute)!
      .options.find((o) => o.value === value)!;
    expect(option.skuId).toBe(sku);
    expect(option.selected).toBe(
      selected.attributes.find((a) => a.name === attribute)?.value === value,
    );
  });

  it('an option leading to an unavailable variant says so', () => {
    const colour = variantPickers(both, variants[0]!)[0]!;
    expect(colour.options.map((o) => [o.value, o.available])).toEqual([
      ['Blanco', true],
      ['Rojo', false],
    ]);
  });

  it('the URL SKU picks the variant; an unknown SKU is null (a 404); none gives the selected', () => {
    expect(variantOf(both, '1003')?.skuId).toBe('1003');
    expect(variantOf(both, '9999999')).toBeNull();
    expect(variantOf(both)?.skuId).toBe('1001');
  });
});

describe('gallery items (spec media kinds: IMAGE, VIDEO, SPIN)', () => {
  it("the variant's images first, then the product's without repeats, videos, then one spin", () => {
    const p = product({
      media: {
        images: [media('IMAGE', 'a'), media('IMAGE', 'b')],
        videos: [media('VIDEO', '/fierro-cl/files/video-medir.mp4')],
        spins: [media('SPIN', 's1'), media('SPIN', 's2'), media('SPIN', 's3')],
      },
    });
    const v = variant('1001', {}, { media: [media('IMAGE', 'b'), media('IMAGE', 'v')] });
    expect(
      galleryItems(p, v).map((i) => (i.kind === 'SPIN' ? `SPIN:${i.frames.length}` : i.url)),
    ).toEqual(['b', 'v', 'a', '/fierro-cl/files/video-medir.mp4', 'SPIN:3']);
    // A video shows the first image until it plays, and our own files have captions.
    expect(galleryItems(p, v)[3]).toMatchObject({
      kind: 'VIDEO',
      poster: 'b',
      captions: '/fierro-cl/files/video-medir.vtt',
    });
  });

  it("carries an image's alt text only where it is not the product's name (the gallery's default)", () => {
    const named = (kind: MediaItem['kind'], url: string, altText?: string): MediaItem => ({
      ...media(kind, url),
      ...(altText ? { altText } : {}),
    });
    const p = product({
      media: {
        images: [
          named('IMAGE', 'a', 'Pintura látex'),
          named('IMAGE', 'b', 'Lata abierta'),
          media('IMAGE', 'c'),
        ],
        videos: [named('VIDEO', 'https://videos.example/v.mp4', 'Cómo pintar')],
        spins: [named('SPIN', 's1', 'Pintura látex'), media('SPIN', 's2')],
      },
    });
    expect(galleryItems(p, variant('1001', {}))).toEqual([
      { kind: 'IMAGE', url: 'a' },
      { kind: 'IMAGE', url: 'b', alt: 'Lata abierta' },
      { kind: 'IMAGE', url: 'c' },
      {
        kind: 'VIDEO',
        url: 'https://videos.example/v.mp4',
        alt: 'Cómo pintar',
        id: 'httpsvideosexamplevmp4',
        poster: 'a',
        captions: null,
      },
      // A spin frame without alt text is named by its media name, as the spin always did.
      { kind: 'SPIN', frames: [{ url: 's1' }, { url: 's2', alt: 's2' }] },
    ]);
  });

  it('only our own video files have captions beside them', () => {
    expect(captionsOf('/dicico/files/video-ferramentas.mp4')).toBe(
      '/dicico/files/video-ferramentas.vtt',
    );
    expect(captionsOf('https://videos.example/x.mp4')).toBeNull();
    expect(captionsOf('/fierro-cl/files/guia.pdf')).toBeNull();
  });

  it('no media is an empty gallery (the page shows the tenant fallback image)', () => {
    expect(galleryItems(product(), variant('1001', {}))).toEqual([]);
  });
});

describe('calculators a product gets', () => {
  it.each([
    ['Galão 3,6 L', 3.6],
    ['Tineta 4 galones', 15.14],
    ['1/4 galón', 0.95],
    ['1 galón', 3.79],
    ['Balde 18 litros', 18],
    ['Rodillo', null],
  ])('can size %j holds %s litres', (label, litres) => expect(litresOf(label)).toBe(litres));

  it('tiles (sold by the box) get the m² calculator with the coverage per box', () => {
    expect(calculatorOf(product({ unit: { name: 'm2', perBox: 1.44 } }), variant('1', {}))).toEqual(
      { kind: 'boxes', coveragePerBox: 1.44 },
    );
  });

  it('paint (a yield in m²/L) gets the paint calculator with its can and coats', () => {
    const paint = product({
      specifications: [
        { name: 'Rendimiento', value: '10,5 m²/L' },
        { name: 'Manos recomendadas', value: '3 manos' },
      ],
    });
    expect(calculatorOf(paint, variant('1', { size: '1 galón' }))).toEqual({
      kind: 'paint',
      yieldPerLitre: 10.5,
      canLitres: 3.79,
      coats: 3,
    });
    // Two coats when the catalogue does not say; no can size, no calculator.
    const noCoats = product({ specifications: [{ name: 'Rendimiento', value: '12 m²/l' }] });
    expect(calculatorOf(noCoats, variant('1', { size: 'Galão 3,6 L' }))).toMatchObject({
      coats: 2,
      canLitres: 3.6,
    });
    expect(calculatorOf(noCoats, variant('1', { size: 'Rodillo' }))).toBeNull();
    expect(calculatorOf(product(), variant('1', {}))).toBeNull();
  });
});

describe('multiple-unit promotion (spec §5: digits, X or x, digits)', () => {
  const promo = (title: string) => ({
    id: title,
    type: 'MULTI_UNIT',
    title,
    description: null,
    validFrom: null,
    validTo: null,
    skuIds: ['1000021'],
  });
  it.each([
    ['3x2', true],
    ['4X3', true],
    [' 3x2 ', true],
    ['3 x 2', false],
    ['A+B', false],
    ['2da unidad 50%', false],
  ])('%j is a multiple-unit promotion: %s', (title, want) => {
    expect(multiUnitPromotion({ promotions: [promo(title)] }, '1000021') !== null).toBe(want);
  });

  it("is the shown variant's alone: another variant's 3x2 is not offered on this one", () => {
    expect(multiUnitPromotion({ promotions: [promo('3x2')] }, '1000020')).toBeNull();
  });
});
