import { TENANTS, type Tenant, type TenantCode } from '@fierro/tenants';

/** Scales of the generator: `test` (small, for the test template), `demo` (default), `full`. */
export const SEED_SCALES = ['test', 'demo', 'full'] as const;
export type SeedScale = (typeof SEED_SCALES)[number];

/** The words a shopper of each country uses where Spanish differs (issue 4). */
export interface LocalWords {
  /** Plumbing department: gasfitería (CL, PE), plomería (AR, MX, UY, CO). */
  plumbing: string;
  /** Tap: llave (CL, CO, MX), canilla (AR, UY), caño (PE). */
  tap: string;
  /** Light bulb: ampolleta (CL), foco (MX, PE), bombillo (CO), lamparita (AR, UY). */
  bulb: string;
  /** Water heater: calefont (CL), termotanque (AR), calentador (MX, CO), termo (PE, UY). */
  heater: string;
  /** Rebar: fierro (CL, PE), varilla (MX, CO), hierro (AR, UY). */
  rebar: string;
}

export interface SiteProfile {
  tenant: Tenant;
  /** 1..9: the first digit of every product and SKU id of the site. */
  index: number;
  language: 'es' | 'pt';
  textSearchConfig: 'fierro_es' | 'fierro_pt';
  /** Home decor catalogue (homy) instead of home improvement. */
  decor: boolean;
  /** Business-only site (dicico). */
  businessOnly: boolean;
  products: Record<SeedScale, number>;
  stores: Record<SeedScale, number>;
  /** Brands at full scale (spec §9 home stock figures where given). */
  brands: number;
  /** Local currency units per US dollar (believable price levels). */
  perUsd: number;
  /** GS1 country prefix of the site's EANs. */
  eanPrefix: string;
  words: LocalWords;
  banks: readonly string[];
}

const tenant = (code: TenantCode) => TENANTS.find((t) => t.code === code)!;

const es = { language: 'es', textSearchConfig: 'fierro_es' } as const;
const pt = { language: 'pt', textSearchConfig: 'fierro_pt' } as const;
const counts = (demo: number, full: number, test = 180) => ({ test, demo, full });
const storeCounts = (full: number, demo = full, test = Math.min(full, 6)) => ({
  test,
  demo,
  full,
});

/** Same order as the tenant registry; the index never changes (ids depend on it). */
export const PROFILES: readonly SiteProfile[] = [
  {
    tenant: tenant('cl'),
    index: 1,
    ...es,
    decor: false,
    businessOnly: false,
    products: counts(2400, 50_000),
    stores: storeCounts(72),
    brands: 5_100,
    perUsd: 950,
    eanPrefix: '780',
    words: {
      plumbing: 'Gasfitería',
      tap: 'Llave',
      bulb: 'Ampolleta',
      heater: 'Calefont',
      rebar: 'Fierro',
    },
    banks: ['Banco de Chile', 'Santander', 'BancoEstado', 'BCI'],
  },
  {
    tenant: tenant('homy'),
    index: 2,
    ...es,
    decor: true,
    businessOnly: false,
    products: counts(2000, 10_000),
    stores: storeCounts(8),
    brands: 600,
    perUsd: 950,
    eanPrefix: '780',
    words: {
      plumbing: 'Gasfitería',
      tap: 'Llave',
      bulb: 'Ampolleta',
      heater: 'Calefont',
      rebar: 'Fierro',
    },
    banks: ['Banco de Chile', 'Santander', 'BCI'],
  },
  {
    tenant: tenant('co'),
    index: 3,
    ...es,
    decor: false,
    businessOnly: false,
    products: counts(2200, 12_000),
    stores: storeCounts(40),
    brands: 1_200,
    perUsd: 4_000,
    eanPrefix: '770',
    words: {
      plumbing: 'Plomería',
      tap: 'Llave',
      bulb: 'Bombillo',
      heater: 'Calentador',
      rebar: 'Varilla',
    },
    banks: ['Bancolombia', 'Davivienda', 'Banco de Bogotá'],
  },
  {
    tenant: tenant('ar'),
    index: 4,
    ...es,
    decor: false,
    businessOnly: false,
    products: counts(2000, 10_000),
    stores: storeCounts(12),
    brands: 900,
    perUsd: 1_000,
    eanPrefix: '779',
    words: {
      plumbing: 'Plomería',
      tap: 'Canilla',
      bulb: 'Lamparita',
      heater: 'Termotanque',
      rebar: 'Hierro',
    },
    banks: ['Banco Nación', 'Galicia', 'BBVA', 'Santander'],
  },
  {
    tenant: tenant('uy'),
    index: 5,
    ...es,
    decor: false,
    businessOnly: false,
    products: counts(2000, 10_000),
    stores: storeCounts(6),
    brands: 700,
    perUsd: 40,
    eanPrefix: '773',
    words: {
      plumbing: 'Plomería',
      tap: 'Canilla',
      bulb: 'Lamparita',
      heater: 'Termo',
      rebar: 'Hierro',
    },
    banks: ['BROU', 'Itaú', 'Santander'],
  },
  {
    tenant: tenant('br'),
    index: 6,
    ...pt,
    decor: false,
    businessOnly: false,
    products: counts(2400, 50_000),
    stores: storeCounts(54),
    brands: 1_550,
    perUsd: 5.5,
    eanPrefix: '789',
    words: {
      plumbing: 'Hidráulica',
      tap: 'Torneira',
      bulb: 'Lâmpada',
      heater: 'Aquecedor',
      rebar: 'Vergalhão',
    },
    banks: ['Itaú', 'Bradesco', 'Banco do Brasil', 'Nubank'],
  },
  {
    tenant: tenant('pe'),
    index: 7,
    ...es,
    decor: false,
    businessOnly: false,
    products: counts(2200, 25_000),
    stores: storeCounts(55),
    brands: 1_550,
    perUsd: 3.7,
    eanPrefix: '775',
    words: {
      plumbing: 'Gasfitería',
      tap: 'Caño',
      bulb: 'Foco',
      heater: 'Terma',
      rebar: 'Fierro',
    },
    banks: ['BCP', 'Interbank', 'BBVA', 'Scotiabank'],
  },
  {
    tenant: tenant('mx'),
    index: 8,
    ...es,
    decor: false,
    businessOnly: false,
    products: counts(2400, 60_000),
    stores: storeCounts(15),
    brands: 820,
    perUsd: 18,
    eanPrefix: '750',
    words: {
      plumbing: 'Plomería',
      tap: 'Llave',
      bulb: 'Foco',
      heater: 'Calentador',
      rebar: 'Varilla',
    },
    banks: ['BBVA', 'Banorte', 'Citibanamex', 'Santander'],
  },
  {
    tenant: tenant('dicico'),
    index: 9,
    ...pt,
    decor: false,
    businessOnly: true,
    products: counts(2000, 10_000),
    stores: storeCounts(10),
    brands: 800,
    perUsd: 5.5,
    eanPrefix: '789',
    words: {
      plumbing: 'Hidráulica',
      tap: 'Torneira',
      bulb: 'Lâmpada',
      heater: 'Aquecedor',
      rebar: 'Vergalhão',
    },
    banks: ['Itaú', 'Bradesco', 'Caixa'],
  },
];

export const profileOf = (siteId: string): SiteProfile => {
  const p = PROFILES.find((x) => x.tenant.siteId === siteId);
  if (!p) throw new Error(`unknown site ${siteId}`);
  return p;
};
