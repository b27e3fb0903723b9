import { isValidSku, parsePriceGroupAndZone } from '@fierro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client';
import { runMigrations } from '../migrate';
import { createTestDatabase, type TestDatabase, testCluster } from '../testing';
import { isEmpty, seed } from '.';
import { PROFILES, type SeedScale } from './profiles';

/** The demo seed into an empty database, and determinism across two seeds. */
let demo: TestDatabase;
let again: TestDatabase;
const NOW = new Date('2026-11-23T12:00:00Z');

beforeAll(async () => {
  demo = await createTestDatabase({ empty: true });
  again = await createTestDatabase({ empty: true });
  await Promise.all([runMigrations(demo.url), runMigrations(again.url)]);
}, 180_000);
afterAll(async () => {
  await demo?.drop();
  await again?.drop();
});

const query = async (t: TestDatabase, sql: string, values: unknown[] = []) =>
  (await t.pool.query(sql, values)).rows;

// The demo scale on PostgreSQL 18 (the server npm start runs); both servers run the rest.
describe.runIf(testCluster().version === '18')('demo seed', () => {
  it('fills every site with at least 2,000 products across every department', {
    timeout: 240_000,
  }, async () => {
    expect(await isEmpty(demo.db)).toBe(true);
    const report = await seed(demo.db, { scale: 'demo', now: NOW });
    expect(report.sites).toHaveLength(9);
    expect(await isEmpty(demo.db)).toBe(false);
    const perSite = await query(
      demo,
      'SELECT site_id, count(*)::int AS n FROM products GROUP BY site_id',
    );
    expect(perSite).toHaveLength(9);
    for (const row of perSite) expect(row.n).toBeGreaterThanOrEqual(2_000);
    const emptyDepartments = await query(
      demo,
      `SELECT c.site_id, c.name FROM categories c
       WHERE c.level = 1 AND NOT EXISTS (
         SELECT 1 FROM products p WHERE p.site_id = c.site_id AND c.category_id = ANY (p.category_path))`,
    );
    expect(emptyDepartments).toEqual([]);
  });

  it('stores believable data: valid SKUs, stores per spec, searchable documents, a vocabulary', async () => {
    const skus = await query(demo, `SELECT sku_id FROM variants WHERE site_id = 'sope'`);
    expect(skus.every((r) => isValidSku(r.sku_id))).toBe(true);
    const stores = await query(
      demo,
      `SELECT site_id, count(*)::int AS n FROM facilities WHERE kind = 'store' GROUP BY site_id`,
    );
    const count = (site: string) => stores.find((s) => s.site_id === site)?.n;
    expect(count('socl')).toBe(72);
    expect(count('sope')).toBe(55);
    expect(count('somx')).toBe(15);
    expect(count('sobr')).toBe(54);
    const found = await query(
      demo,
      `SELECT product_id FROM products WHERE site_id = 'socl'
       AND search_document @@ plainto_tsquery('fierro_es', 'ceramica piso')`,
    );
    expect(found.map((r) => r.product_id)).toContain('10000001');
    // The search read model holds every published product, no other, with its document.
    const model = await query(
      demo,
      `SELECT (SELECT count(*)::int FROM search_products) AS model,
         (SELECT count(*)::int FROM products WHERE published) AS published,
         (SELECT count(*)::int FROM search_products sp JOIN products p USING (site_id, product_id)
          WHERE sp.document = p.search_document AND p.published) AS same`,
    );
    expect(model[0].model).toBe(model[0].published);
    expect(model[0].same).toBe(model[0].published);
    const pt = await query(
      demo,
      `SELECT count(*)::int AS n FROM products WHERE site_id = 'sobr'
       AND search_document @@ plainto_tsquery('fierro_pt', 'furadeiras')`,
    );
    expect(pt[0].n).toBeGreaterThan(0);
    const typo = await query(
      demo,
      `SELECT word FROM search_vocabulary WHERE site_id = 'socl' AND word % 'taldro'
       ORDER BY similarity(word, 'taldro') DESC LIMIT 1`,
    );
    expect(typo[0]?.word).toBe('taladro');
    for (const z of await query(demo, 'SELECT code, price_group, zone_id FROM zones')) {
      expect(parsePriceGroupAndZone(z.code)).toEqual({
        priceGroup: z.price_group,
        zone: z.zone_id,
      });
    }
    const events = await query(
      demo,
      `SELECT count(*)::int AS n FROM prices WHERE type = 'EVENT' AND valid_from <= $1 AND valid_to > $1`,
      [NOW],
    );
    expect(events[0].n).toBeGreaterThan(100);
  });
});

describe('seed', () => {
  it('makes variant colours searchable with the site language (pintura blanca)', async () => {
    const copy = await createTestDatabase();
    try {
      const rows = await query(
        copy,
        `SELECT DISTINCT p.product_id FROM products p JOIN variants v USING (site_id, product_id)
         WHERE p.site_id = 'socl' AND v.color_group = 'Blanco'
           AND p.search_document @@ plainto_tsquery('fierro_es', 'pintura blanca')`,
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await copy.drop();
    }
  });

  it('is deterministic: a second seed has the same ids, names, EANs and prices', {
    timeout: 120_000,
  }, async () => {
    // The template was seeded at the suite's scale on another day: ids, names and prices match.
    const template = await createTestDatabase();
    try {
      await seed(again.db, { scale: testCluster().scale as SeedScale, now: NOW });
      const fingerprint = async (t: TestDatabase) =>
        query(
          t,
          `SELECT v.site_id, v.sku_id, v.ean, p.product_id, p.display_name, p.brand_name,
                  (SELECT string_agg(type || ':' || amount, ',' ORDER BY type, amount) FROM prices pr
                   WHERE pr.site_id = v.site_id AND pr.sku_id = v.sku_id) AS prices
           FROM variants v JOIN products p USING (site_id, product_id)
           ORDER BY v.site_id, v.sku_id`,
        );
      const [a, b] = await Promise.all([fingerprint(template), fingerprint(again)]);
      expect(b.length).toBeGreaterThan(1_000);
      expect(b).toEqual(a);
    } finally {
      await template.drop();
    }
  });

  it("stores each site's content pages, its m² guide PDF and its videos", async () => {
    const copy = await createTestDatabase();
    try {
      const pages = await query(
        copy,
        `SELECT site_id, count(*)::int AS n, count(DISTINCT kind)::int AS kinds FROM content_pages
         GROUP BY site_id ORDER BY site_id`,
      );
      expect(pages).toHaveLength(9);
      for (const row of pages) expect([row.n, row.kinds]).toEqual([8, 8]);
      const files = await query(
        copy,
        `SELECT site_id, name, media_type, octet_length(body)::int AS size, sha256,
           encode(sha256(body), 'hex') AS actual, substr(body, 1, 5) AS head
         FROM content_files WHERE site_id IN ('socl', 'sobr') ORDER BY site_id, name`,
      );
      const names = (site: string) => files.filter((f) => f.site_id === site).map((f) => f.name);
      expect(names('socl')).toEqual([
        'guia-de-calculo-m2.pdf',
        'video-herramientas.mp4',
        'video-herramientas.vtt',
        'video-medir.mp4',
        'video-medir.vtt',
        'video-pintar.mp4',
        'video-pintar.vtt',
      ]);
      expect(names('sobr')).toContain('video-ferramentas.mp4');
      for (const f of files) expect(f.sha256, f.name).toBe(f.actual);
      const pdf = files.find((f) => f.name.endsWith('.pdf'))!;
      expect([pdf.media_type, pdf.head.toString('latin1')]).toEqual(['application/pdf', '%PDF-']);
      // Products of a kind with a video list it, under the site's own path.
      const videos = await query(
        copy,
        `SELECT DISTINCT url FROM media WHERE kind = 'VIDEO' AND site_id = 'socl' ORDER BY url`,
      );
      expect(videos.map((v) => v.url)).toEqual(
        expect.arrayContaining([
          '/fierro-cl/files/video-medir.mp4',
          '/fierro-cl/files/video-pintar.mp4',
        ]),
      );
    } finally {
      await copy.drop();
    }
  });

  it('reseeds a site without touching accounts', async () => {
    const { db, close } = createDb(again.url);
    await again.pool.query(
      `INSERT INTO users (tenant, first_name, last_name, email, document_kind, document, phone)
       VALUES ('cl', 'Ana', 'Pérez', 'ana@fierro.demo', 'RUT', '1-9', '+56 9 0000 0000')`,
    );
    await seed(db, { scale: 'test', now: NOW, sites: ['socl'] });
    await close();
    const users = await query(again, `SELECT count(*)::int AS n FROM users`);
    const products = await query(
      again,
      `SELECT count(*)::int AS n FROM products WHERE site_id = 'socl'`,
    );
    expect(users[0].n).toBe(1);
    expect(products[0].n).toBe(PROFILES[0]!.products.test);
  });

  it.each([
    ['socl', ['llave', 'grifo', 'canilla'], ['gasfiteria', 'plomeria', 'fontaneria']],
    ['soco', ['llave', 'grifo', 'canilla'], ['taladro', 'rotomartillo']],
    ['soar', ['llave', 'grifo', 'canilla'], ['gasfiteria', 'plomeria', 'fontaneria']],
    ['sope', ['gasfiteria', 'plomeria', 'fontaneria'], ['taladro', 'rotomartillo']],
    ['somx', ['llave', 'grifo', 'canilla'], ['taladro', 'rotomartillo']],
    ['sobr', ['furadeira', 'taladro'], ['torneira', 'misturador']],
    ['dicico', ['furadeira', 'taladro'], ['torneira', 'misturador']],
  ])('seeds %s with editable synonym groups of the trade words (%j, %j)', async (site, a, b) => {
    const copy = await createTestDatabase();
    try {
      const group = async (terms: string[]) =>
        (
          await copy.pool.query(
            'SELECT count(*)::int AS n FROM search_synonyms WHERE site_id = $1 AND terms @> $2',
            [site, terms],
          )
        ).rows[0].n as number;
      expect(await group(a)).toBe(1);
      expect(await group(b)).toBe(1);
      // Plain rows a merchandiser edits: a new word joins the group.
      await copy.pool.query(
        'UPDATE search_synonyms SET terms = terms || $3::text WHERE site_id = $1 AND terms @> $2',
        [site, a, 'palabra-nueva'],
      );
      expect(await group([...a, 'palabra-nueva'])).toBe(1);
    } finally {
      await copy.drop();
    }
  });
});
