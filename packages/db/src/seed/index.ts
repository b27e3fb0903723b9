import { createHash } from 'node:crypto';
import type { Table } from 'drizzle-orm';
import type pg from 'pg';
import { bulkInsert } from '../bulk';
import type { Db } from '../client';
import * as s from '../schema';
import { refreshSearchDocuments, refreshVocabulary } from '../search-documents';
import { buildBrands, buildCatalog, buildCategories } from './catalog';
import { buildContentPages } from './content-pages';
import type { GEO } from './geo-data';
import { calculationGuidePdf } from './guide-pdf';
import { bannerSvg, productSvg, writeFiles } from './images';
import { buildMerchandising } from './merchandising';
import { buildGeo, buildPlaces } from './places';
import { PROFILES, type SeedScale, type SiteProfile } from './profiles';
import type { SiteRows } from './rows';
import { storeMapImagePath, storeMapSvg } from './store-map';
import type { Kind } from './taxonomy';
import { languageVideos } from './videos';

export { ANCHORS, anchorSkuId, DECOR_ANCHORS, productIdOf, skuIdOf } from './anchors';
export { priceGroupZoneCode } from './places';
export { PROFILES, SEED_SCALES, type SeedScale, type SiteProfile } from './profiles';

export interface SeedOptions {
  /** demo (default, SEED_SCALE), full, or test (small, for the test template). */
  scale?: SeedScale;
  /** Sites to seed (site ids); default every site of the registry. */
  sites?: string[];
  /** "Now" for event windows and new-product dates (ids never depend on it). */
  now?: Date;
  /** Where to write product and content SVGs (the image service's IMAGE_SOURCE_DIR); none when absent. */
  imagesDir?: string;
  log?: (line: string) => void;
  /** Runs after the catalogue is in place (the commerce service wires demo accounts here). */
  afterSeed?: (db: Db) => Promise<void>;
}

export interface SeedReport {
  scale: SeedScale;
  sites: Array<{ siteId: string; products: number; variants: number; ms: number }>;
  ms: number;
}

const emptyRows = (): SiteRows => ({
  categories: [],
  brands: [],
  products: [],
  variants: [],
  media: [],
  specifications: [],
  badges: [],
  prices: [],
  reviews: [],
  collections: [],
  collectionProducts: [],
  productLinks: [],
  productServices: [],
  priceGroups: [],
  promotions: [],
  promotionItems: [],
  zones: [],
  zoneAreas: [],
  facilities: [],
  zoneFacilities: [],
  stock: [],
  deliveryRules: [],
  contentEntries: [],
  banners: [],
  smartBanners: [],
  searchSynonyms: [],
  contentPages: [],
});

/** Every row of one site (pure and deterministic for a scale; `now` only moves dates). */
export const generateSite = (profile: SiteProfile, scale: SeedScale, now: Date): SiteRows => {
  const rows = emptyRows();
  const { rows: categories, leaves } = buildCategories(profile);
  rows.categories = categories;
  const brandNames = buildBrands(profile, scale);
  const placesGroups = { regional: ['20', '30'], business: '90' };
  const { skus } = buildCatalog(
    {
      profile,
      scale,
      now,
      regionalGroups: placesGroups.regional,
      businessGroup: placesGroups.business,
    },
    rows,
    leaves,
    brandNames,
  );
  const used = new Set(rows.products.map((p) => p.brandId));
  const site = profile.tenant.siteId;
  const seen = new Set<string>();
  for (const name of brandNames) {
    const brandId = rows.products.find((p) => p.brandName === name)?.brandId;
    const id = brandId ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (seen.has(id)) continue;
    seen.add(id);
    rows.brands.push({ siteId: site, brandId: id, name, slug: id, logo: null });
  }
  for (const id of used) if (id && !seen.has(id)) throw new Error(`brand ${id} missing`);
  buildPlaces({ profile, scale }, rows, skus);
  buildMerchandising(profile, rows, skus, now);
  rows.contentPages = buildContentPages(profile.tenant, profile.language, now);
  return rows;
};

/** Tables in foreign-key order. */
const ORDER: Array<[keyof SiteRows, Table]> = [
  ['categories', s.categories],
  ['brands', s.brands],
  ['products', s.products],
  ['variants', s.variants],
  ['media', s.media],
  ['specifications', s.specifications],
  ['badges', s.badges],
  ['priceGroups', s.priceGroups],
  ['prices', s.prices],
  ['reviews', s.reviews],
  ['collections', s.collections],
  ['collectionProducts', s.collectionProducts],
  ['productLinks', s.productLinks],
  ['productServices', s.productServices],
  ['promotions', s.promotions],
  ['promotionItems', s.promotionItems],
  ['zones', s.zones],
  ['zoneAreas', s.zoneAreas],
  ['facilities', s.facilities],
  ['zoneFacilities', s.zoneFacilities],
  ['stock', s.stock],
  ['deliveryRules', s.deliveryRules],
  ['contentEntries', s.contentEntries],
  ['banners', s.banners],
  ['smartBanners', s.smartBanners],
  ['searchSynonyms', s.searchSynonyms],
  ['contentPages', s.contentPages],
];

/** Removes a site's catalogue (not its orders, carts, lists or accounts) before a reseed. */
export const clearSiteCatalogue = async (client: pg.PoolClient | pg.Pool, siteId: string) => {
  for (const table of [
    'products',
    'categories',
    'brands',
    'collections',
    'promotions',
    'zones',
    'facilities',
    'price_groups',
    'content_entries',
    'banners',
    'smart_banners',
    'search_vocabulary',
    'search_synonyms',
    'content_pages',
    'content_files',
  ]) {
    await client.query(`DELETE FROM ${table} WHERE site_id = $1`, [siteId]);
  }
};

const PALETTE = ['#d9381e', '#1f2937', '#0b4ea2', '#2f7d4f', '#7a4e9e', '#c27c0e'];

/**
 * Every SVG the site's rows name, by path under the image service: product images drawn in the
 * colour of the variant they belong to (a product's own images in its first variant's colour,
 * else a palette colour), banners, and each store's map. Paths repeat across the variants of one
 * colour: each is written once.
 */
const imageFiles = (rows: SiteRows, brandColor: string): Array<[string, string]> => {
  const kind = new Map(rows.categories.map((c) => [c.categoryId, c.kind as Kind]));
  const skuColor = new Map(rows.variants.map((v) => [v.skuId, v.colorHex ?? '']));
  const firstColor = new Map<string, string>();
  for (const v of rows.variants) {
    if (!firstColor.has(v.productId)) firstColor.set(v.productId, v.colorHex ?? '');
  }
  const byId = new Map(rows.products.map((p) => [p.productId, p]));
  const files = new Map<string, string>();
  for (const m of rows.media) {
    if (m.kind === 'VIDEO' || files.has(`${m.url}.svg`)) continue;
    const p = byId.get(m.productId)!;
    const n = Number(/(\d+)$/.exec(m.url)?.[1] ?? 1);
    const c =
      (m.skuId ? skuColor.get(m.skuId) : firstColor.get(p.productId)) ||
      PALETTE[n % PALETTE.length]!;
    files.set(
      `${m.url}.svg`,
      productSvg(kind.get(p.categoryId!) ?? 'box', c, p.displayName, p.brandName ?? '', n),
    );
  }
  rows.contentEntries.forEach((e, i) => {
    const color = PALETTE[i % PALETTE.length]!;
    files.set(`${e.desktopImage}.svg`, bannerSvg(e.altText, color, e.placement === 'home_banner'));
    files.set(`${e.mobileImage}.svg`, bannerSvg(e.altText, color, false));
  });
  for (const b of rows.banners)
    if (b.image) files.set(`${b.image}.svg`, bannerSvg(b.text, '#1f2937', true));
  for (const b of rows.smartBanners)
    files.set(`${b.iconImage}.svg`, bannerSvg('F', '#d9381e', false));
  for (const f of rows.facilities) {
    if (f.kind !== 'store') continue;
    files.set(
      `${storeMapImagePath(f.siteId, f.facilityId)}.svg`,
      storeMapSvg({ ...f, color: brandColor }),
    );
  }
  return [...files];
};

/** The files a site serves as they are: its m² guide PDF, its product videos and captions. */
const siteFiles = async (profile: SiteProfile, now: Date) => {
  const guide = profile.tenant.links.calculationGuide;
  const guideName = /\/files\/([a-z0-9-]+\.pdf)$/.exec(guide)?.[1];
  if (!guideName) throw new Error(`${profile.tenant.code}: the guide link ${guide} is not a file`);
  return [
    {
      name: guideName,
      mediaType: 'application/pdf',
      body: await calculationGuidePdf(profile.tenant, profile.language, now),
    },
    ...(await languageVideos(profile.language)),
  ];
};

const insertFiles = async (
  client: pg.PoolClient,
  siteId: string,
  files: Array<{ name: string; mediaType: string; body: Buffer }>,
  now: Date,
) => {
  for (const f of files) {
    await client.query(
      `INSERT INTO content_files (site_id, name, media_type, body, sha256, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [siteId, f.name, f.mediaType, f.body, createHash('sha256').update(f.body).digest('hex'), now],
    );
  }
};

/**
 * Seeds the catalogue of every (or the given) site at a scale, each site in one transaction
 * (replacing that site's previous catalogue), then its search documents and vocabulary.
 */
export const seed = async (db: Db, options: SeedOptions = {}): Promise<SeedReport> => {
  const started = Date.now();
  const scale = options.scale ?? (process.env.SEED_SCALE as SeedScale | undefined) ?? 'demo';
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const pool = db.$client as pg.Pool;
  const profiles = PROFILES.filter(
    (p) => !options.sites || options.sites.includes(p.tenant.siteId),
  );
  const report: SeedReport = { scale, sites: [], ms: 0 };

  await bulkInsert(
    pool,
    s.sites,
    profiles.map((p) => ({
      siteId: p.tenant.siteId,
      tenant: p.tenant.code,
      country: p.tenant.country,
      currency: p.tenant.currencies[0]!.code,
      textSearchConfig: p.textSearchConfig,
    })),
    {
      onConflict:
        'ON CONFLICT (site_id) DO UPDATE SET text_search_config = excluded.text_search_config',
    },
  );
  for (const country of new Set(profiles.map((p) => p.tenant.country))) {
    const geo = buildGeo(country as keyof typeof GEO);
    await bulkInsert(pool, s.geoAreas, geo.geoAreas, { onConflict: 'ON CONFLICT DO NOTHING' });
    await bulkInsert(pool, s.zipCodes, geo.zipCodes, { onConflict: 'ON CONFLICT DO NOTHING' });
  }

  const seedSite = async (profile: SiteProfile) => {
    const t0 = Date.now();
    const site = profile.tenant.siteId;
    const rows = generateSite(profile, scale, now);
    const files = await siteFiles(profile, now);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // Cascading deletes are triggers: clear before the replica role below switches them off.
      await clearSiteCatalogue(client, site);
      // The generator's rows are consistent by construction: skip per-row foreign-key triggers
      // when the role may (superuser on the embedded and test servers); otherwise keep them.
      await client.query('SAVEPOINT replica');
      try {
        await client.query('SET LOCAL session_replication_role = replica');
      } catch {
        await client.query('ROLLBACK TO SAVEPOINT replica');
      }
      const timings: string[] = [];
      let t = Date.now();
      const lap = (label: string) => {
        timings.push(`${label} ${Date.now() - t}`);
        t = Date.now();
      };
      lap('clear');
      for (const [key, table] of ORDER) {
        await bulkInsert(client, table, rows[key] as Array<Record<string, unknown>>);
        lap(key);
      }
      await insertFiles(client, site, files, now);
      lap('files');
      await refreshSearchDocuments(client, site);
      lap('search');
      await refreshVocabulary(client, site);
      lap('vocabulary');
      if (process.env.FIERRO_SEED_TIMINGS) log(`${site}: ${timings.join(', ')}`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    if (options.imagesDir) {
      await writeFiles(options.imagesDir, imageFiles(rows, profile.tenant.brand.colors.primary));
    }
    const ms = Date.now() - t0;
    report.sites.push({
      siteId: site,
      products: rows.products.length,
      variants: rows.variants.length,
      ms,
    });
    log(
      `seeded ${site}: ${rows.products.length} products, ${rows.variants.length} SKUs in ${ms} ms`,
    );
  };
  // Two sites at a time: one builds its rows in Node while the server writes the other's.
  const queue = [...profiles];
  await Promise.all(
    Array.from({ length: Math.min(2, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await seedSite(next);
    }),
  );
  report.sites.sort(
    (a, b) =>
      profiles.findIndex((p) => p.tenant.siteId === a.siteId) -
      profiles.findIndex((p) => p.tenant.siteId === b.siteId),
  );
  await pool.query('ANALYZE');
  if (options.afterSeed) await options.afterSeed(db);
  report.ms = Date.now() - started;
  return report;
};

/** True when the database holds no product yet (npm start seeds it then). */
export const isEmpty = async (db: Db): Promise<boolean> => {
  const pool = db.$client as pg.Pool;
  const { rows } = await pool.query('SELECT NOT EXISTS (SELECT 1 FROM products) AS empty');
  return rows[0].empty as boolean;
};
