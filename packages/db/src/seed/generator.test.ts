import { isValidSku, parsePriceGroupAndZone } from '@fierro/domain';
import { describe, expect, it } from 'vitest';
import { anchorSkuId, productIdOf } from './anchors';
import { buildBrands } from './catalog';
import { generateSite } from './index';
import { shelfPrice } from './money';
import { buildGeo, priceGroupZoneCode } from './places';
import { createRng, ean13 } from './prng';
import { PROFILES, profileOf } from './profiles';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('seeded randomness', () => {
  it('draws the same sequence for the same seed and another for another seed', () => {
    const a = createRng('socl:1');
    const b = createRng('socl:1');
    const c = createRng('socl:2');
    const seq = (r: ReturnType<typeof createRng>) =>
      Array.from({ length: 5 }, () => r.int(0, 1000));
    expect(seq(a)).toEqual(seq(b));
    expect(seq(createRng('socl:1'))).not.toEqual(seq(c));
  });

  it('computes EAN-13 check digits', () => {
    expect(ean13('780000000001')).toBe('7800000000016');
    expect(ean13('400638133393')).toBe('4006381333931');
  });
});

describe('shelf prices', () => {
  it('end like each country prices them, in minor units', () => {
    expect(shelfPrice(19_870, { code: 'CLP', minorUnits: 1 })).toBe(19_990);
    expect(shelfPrice(89_420, { code: 'COP', minorUnits: 1 })).toBe(88_900);
    expect(shelfPrice(129.4, { code: 'PEN', minorUnits: 100 })).toBe(12_890);
    expect(shelfPrice(189.6, { code: 'BRL', minorUnits: 100 })).toBe(18_990);
    expect(shelfPrice(1_296, { code: 'MXN', minorUnits: 100 })).toBe(129_900);
  });
});

describe('generated site', () => {
  const cl = generateSite(profileOf('socl'), 'test', NOW);

  it('is deterministic: the same rows for the same scale', () => {
    const again = generateSite(profileOf('socl'), 'test', NOW);
    expect(again.products.map((p) => [p.productId, p.displayName, p.brandName])).toEqual(
      cl.products.map((p) => [p.productId, p.displayName, p.brandName]),
    );
    expect(again.prices.map((p) => [p.skuId, p.type, p.amount])).toEqual(
      cl.prices.map((p) => [p.skuId, p.type, p.amount]),
    );
  });

  it('keeps demo products as the first products of the full catalogue', () => {
    const demo = generateSite(profileOf('souy'), 'test', NOW);
    const first = demo.products.slice(0, 50).map((p) => p.displayName);
    expect(
      generateSite(profileOf('souy'), 'test', new Date('2030-01-01'))
        .products.slice(0, 50)
        .map((p) => p.displayName),
    ).toEqual(first);
  });

  it("names each sales format once, whatever the product's colours", () => {
    const pe = generateSite(profileOf('sope'), 'test', NOW);
    const formats = pe.specifications.filter((s) => s.name === 'Formato de venta');
    expect(formats.length).toBeGreaterThan(0);
    for (const f of formats) {
      const sizes = f.value.split(', ');
      expect(new Set(sizes).size, f.value).toBe(sizes.length);
    }
  });

  it('names the anchor products with fixed ids', () => {
    const drill = cl.products.find((p) => p.productId === productIdOf(1, 3))!;
    expect(drill.displayName).toBe('Taladro percutor 13 mm 650 W');
    expect(drill.brandName).toBe('Bosch');
    expect(cl.variants.find((v) => v.skuId === anchorSkuId(1, 3))?.productId).toBe('10000003');
    const tile = cl.products.find((p) => p.productId === '10000001')!;
    expect(tile.displayName).toMatch(/^Cerámica/);
    expect(tile.saleUnit).toBe('m2');
    expect(tile.coveragePerBox).toBeGreaterThan(0);
    expect(cl.prices.some((p) => p.skuId === '1000010' && p.type === 'M2' && p.unit === 'm2')).toBe(
      true,
    );
  });

  it('uses the country words: gasfitería in Chile, plomería and canilla in Argentina', () => {
    expect(cl.categories.some((c) => c.name === 'Gasfitería')).toBe(true);
    const ar = generateSite(profileOf('soar'), 'test', NOW);
    expect(ar.categories.some((c) => c.name === 'Plomería')).toBe(true);
    expect(
      ar.searchSynonyms.some((g) => g.terms.includes('canilla') && g.terms.includes('llave')),
    ).toBe(true);
    const br = generateSite(profileOf('sobr'), 'test', NOW);
    expect(br.categories.some((c) => c.name === 'Ferramentas')).toBe(true);
    expect(br.searchSynonyms.some((g) => g.terms.includes('furadeira'))).toBe(true);
  });

  it('gives valid SKUs, EANs and zone codes that parse back', () => {
    for (const v of cl.variants) {
      expect(isValidSku(v.skuId)).toBe(true);
      expect(ean13(v.ean!.slice(0, 12))).toBe(v.ean);
    }
    for (const z of cl.zones) {
      expect(parsePriceGroupAndZone(z.code)).toEqual({ priceGroup: z.priceGroup, zone: z.zoneId });
    }
    expect(priceGroupZoneCode('96', '13110')).toBe('961311025');
  });

  it('has real first-level divisions and zip codes for Mexico and Brazil', () => {
    const mx = buildGeo('MX');
    expect(mx.geoAreas.filter((a) => a.level === 'state')).toHaveLength(32);
    expect(mx.zipCodes.some((z) => /^06\d{3}$/.test(z.zipCode))).toBe(true);
    expect(buildGeo('BR').geoAreas.filter((a) => a.level === 'state')).toHaveLength(27);
    expect(buildGeo('CL').geoAreas.filter((a) => a.level === 'state')).toHaveLength(16);
    expect(
      buildGeo('PE').geoAreas.some((a) => a.level === 'district' && a.name === 'Miraflores'),
    ).toBe(true);
  });

  it.each([
    ['CL', 16, 'municipal', 'Providencia', false],
    ['CO', 33, 'city', 'Medellín', false],
    ['AR', 24, 'city', 'La Plata', false],
    ['UY', 19, 'city', 'Las Piedras', false],
    ['BR', 27, 'municipal', 'Guarulhos', true],
    ['PE', 25, 'district', 'Miraflores', false],
    ['MX', 32, 'municipal', 'Coyoacán', true],
  ] as const)(
    'geography of %s: %d first-level divisions, %s %s, zip codes: %s',
    (country, states, level, place, zips) => {
      const geo = buildGeo(country);
      expect(geo.geoAreas.filter((a) => a.level === 'state')).toHaveLength(states);
      expect(geo.geoAreas.some((a) => a.level === level && a.name === place)).toBe(true);
      expect(geo.zipCodes.length > 0).toBe(zips);
    },
  );

  it('reaches the demo counts on every site, in every department', () => {
    for (const profile of PROFILES) {
      const rows = generateSite(profile, 'demo', NOW);
      expect(rows.products.length).toBeGreaterThanOrEqual(2_000);
      const departments = rows.categories.filter((c) => c.level === 1).map((c) => c.categoryId);
      const covered = new Set(rows.products.map((p) => p.categoryPath![0]));
      expect(departments.filter((d) => !covered.has(d))).toEqual([]);
    }
  }, 60_000);

  // Spec counts for Chile, Peru, Mexico and Brazil; the others at least 10,000 products.
  it.each([
    ['socl', 50_000, 72],
    ['hocl', 10_000, undefined],
    ['soco', 10_000, undefined],
    ['soar', 10_000, undefined],
    ['souy', 10_000, undefined],
    ['sobr', 50_000, 54],
    ['sope', 25_000, 55],
    ['somx', 60_000, 15],
    ['dicico', 10_000, undefined],
  ])('full scale of %s: %d products, %s stores', (site, products, stores) => {
    const p = profileOf(site);
    if (stores === undefined) expect(p.products.full).toBeGreaterThanOrEqual(products);
    else {
      expect(p.products.full).toBe(products);
      expect(p.stores.full).toBe(stores);
    }
  });

  it('profiles every site of the registry with the spec counts at full scale', () => {
    expect(PROFILES.map((p) => p.tenant.siteId)).toHaveLength(9);
    expect(profileOf('socl').products.full).toBe(50_000);
    expect(profileOf('socl').stores.full).toBe(72);
    expect(profileOf('somx').products.full).toBe(60_000);
    expect(profileOf('sope').stores.full).toBe(55);
    for (const p of PROFILES) expect(p.products.demo).toBeGreaterThanOrEqual(2_000);
  });
});

/** What a shopper of each site would see in its catalogue (the `test` scale, every site). */
describe.each(PROFILES.map((p) => [p.tenant.siteId, p] as const))('catalogue of %s', (site, p) => {
  const rows = generateSite(p, 'test', NOW);
  const specsOf = (productId: string) =>
    rows.specifications.filter((s) => s.productId === productId);

  it('has departments in the site language (homy sells home decor)', () => {
    const want: Record<string, [string, string]> = {
      socl: ['Herramientas', 'Gasfitería'],
      hocl: ['Decoración', 'Textil hogar'],
      soco: ['Herramientas', 'Plomería'],
      soar: ['Herramientas', 'Plomería'],
      souy: ['Herramientas', 'Plomería'],
      sobr: ['Ferramentas', 'Hidráulica'],
      sope: ['Herramientas', 'Gasfitería'],
      somx: ['Herramientas', 'Plomería'],
      dicico: ['Ferramentas', 'Hidráulica'],
    };
    const departments = rows.categories.filter((c) => c.level === 1).map((c) => c.name);
    expect(departments).toEqual(expect.arrayContaining(want[site]!));
    if (p.decor) expect(departments).not.toContain('Herramientas');
  });

  it('gives every product several generated images and specifications that fit it', () => {
    for (const product of rows.products) {
      // What each variant shows: the product's own images and its own.
      for (const v of rows.variants.filter((x) => x.productId === product.productId)) {
        const images = rows.media.filter(
          (m) =>
            m.productId === product.productId &&
            m.kind === 'IMAGE' &&
            (m.skuId === null || m.skuId === v.skuId),
        );
        expect(images.length, v.skuId).toBeGreaterThanOrEqual(3);
        for (const m of images) {
          expect(m.url).toMatch(new RegExp(`^${site}/${product.productId}/([0-9a-f]{6}-)?\\d+$`));
        }
      }
      const specs = specsOf(product.productId);
      expect(specs.length, product.productId).toBeGreaterThan(0);
      if (/^(Taladro|Furadeira)/.test(product.displayName)) {
        expect(specs.some((s) => s.unit === 'V')).toBe(true);
      }
      if (product.saleUnit === 'm2') {
        expect(product.coveragePerBox).toBeGreaterThan(0);
        expect(specs.some((s) => s.unit === 'm2')).toBe(true);
      }
      if (product.saleUnit === 'litre') expect(product.litres).toBeGreaterThan(0);
    }
    expect(rows.specifications.some((s) => /^Dimens/.test(s.name))).toBe(true);
    expect(new Set(rows.media.map((m) => m.kind))).toEqual(new Set(['IMAGE', 'VIDEO', 'SPIN']));
  });

  it('prices in the local currency with the price types and badges spread', () => {
    expect(new Set(rows.prices.map((x) => x.currency))).toEqual(
      new Set([p.tenant.currencies[0]!.code]),
    );
    const types = new Set(rows.prices.map((x) => x.type));
    for (const type of ['NORMAL', 'INTERNET', 'EVENT', 'PRECIOS_PRO', 'COMBO'] as const) {
      expect(types).toContain(type);
    }
    const normal = rows.prices.filter((x) => x.type === 'NORMAL').length;
    // Most SKUs sell at their normal price only; a share carries an offer.
    expect(rows.prices.filter((x) => x.type === 'INTERNET').length).toBeLessThan(normal);
    const badges = new Set(rows.badges.map((b) => b.type));
    for (const badge of ['NEW', 'EXCLUSIVE'] as const) expect(badges).toContain(badge);
    // A discount badge is derived from the prices by commerce, never stored (issue 18).
    expect(badges).not.toContain('DISCOUNT');
    expect(new Set(rows.products.map((x) => x.variantKind))).toEqual(
      new Set([null, 'COLOR', 'SIZE', 'COLOR_AND_SIZE']),
    );
  });

  it('has reviews, stores with address, coordinates, hours and services, rules per zone', () => {
    expect(rows.reviews.length).toBeGreaterThan(rows.products.length);
    expect(rows.reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    // Dated between the product's arrival and today, never later.
    const created = new Map(rows.products.map((x) => [x.productId, x.createdAt!.getTime()]));
    for (const r of rows.reviews) {
      expect(r.createdAt!.getTime(), r.id).toBeLessThanOrEqual(NOW.getTime());
      expect(r.createdAt!.getTime(), r.id).toBeGreaterThanOrEqual(created.get(r.productId)!);
    }
    const stores = rows.facilities.filter((f) => f.kind === 'store');
    expect(stores.length).toBe(p.stores.test);
    for (const s of stores) {
      expect(s.address).toBeTruthy();
      expect(Math.abs(s.latitude!)).toBeGreaterThan(0);
      expect(s.openingHoursText).toBeTruthy();
      expect(s.services!.length).toBeGreaterThan(0);
    }
    for (const zone of rows.zones) {
      const methods = rows.deliveryRules
        .filter((r) => r.zoneId === zone.zoneId)
        .map((r) => r.method);
      expect(methods, zone.zoneId).toEqual(
        expect.arrayContaining(['homeDelivery', 'pickupInStore']),
      );
    }
    // The business home's credit banner links out to the registry's portal where it has one.
    const external = rows.contentEntries.filter((c) => c.ctaType === 'external').map((c) => c.link);
    expect(external).toEqual(
      p.tenant.businessCreditPortalUrl ? [p.tenant.businessCreditPortalUrl] : [],
    );
    const audiences = new Set(rows.contentEntries.map((c) => c.audience));
    expect(audiences).toEqual(new Set(p.businessOnly ? ['business'] : ['guest', 'business']));
  });
});

describe('brand counts at full scale', () => {
  // The spec's home-page figures (brands) for the four sites it gives them.
  it.each([
    ['socl', 5_000],
    ['sope', 1_500],
    ['somx', 800],
    ['sobr', 1_500],
  ])('%s has about %d brands', (site, figure) => {
    const brands = buildBrands(profileOf(site), 'full').length;
    expect(brands).toBeGreaterThanOrEqual(figure);
    expect(brands).toBeLessThanOrEqual(figure * 1.1);
  });
});
