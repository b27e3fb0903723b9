import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { type CategoryNode, CategoryTreeResponse, ErrorResponse } from '../../contract';

// The category tree route over the seeded database (the storefront's department menu).
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = createApp({ db: tdb.pool, imageCacheDir: join(tmpdir(), 'commerce-catalog-db-test') });
});
afterAll(() => tdb?.drop());

const tree = async (url: string) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  return CategoryTreeResponse.parse(await res.json());
};
const deepest = (nodes: CategoryNode[]): number =>
  nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => deepest(n.children)));

describe('category tree', () => {
  it("gives the site's departments, then their subcategories, down to depth 2 by default", async () => {
    const body = await tree('/catalog/v1/socl/category-tree');
    const { rows } = await tdb.pool.query(
      `SELECT category_id FROM categories WHERE site_id = 'socl' AND level = 1`,
    );
    expect(body.depth).toBe(2);
    expect(body.categories.map((c) => c.id).sort()).toEqual(rows.map((r) => r.category_id).sort());
    expect(deepest(body.categories)).toBe(2);
    for (const d of body.categories) {
      expect(d.level).toBe(1);
      for (const c of d.children) expect(c.level).toBe(2);
    }
  });

  it('counts the published products under each category', async () => {
    const body = await tree('/catalog/v1/socl/category-tree?depth=1');
    const first = body.categories.find((c) => c.productCount > 0)!;
    const { rows } = await tdb.pool.query(
      `SELECT count(*)::int AS n FROM products
       WHERE site_id = 'socl' AND published AND category_path @> ARRAY[$1]::text[]`,
      [first.id],
    );
    expect(first.productCount).toBe(rows[0].n);
    expect(deepest(body.categories)).toBe(1);
  });

  it('goes as deep as the catalogue with a larger depth', async () => {
    const { rows } = await tdb.pool.query(
      `SELECT max(level)::int AS n FROM categories WHERE site_id = 'socl'`,
    );
    expect(deepest((await tree('/catalog/v1/socl/category-tree?depth=6')).categories)).toBe(
      rows[0].n,
    );
  });

  it('rejects a bad depth naming the field, and an unknown site', async () => {
    for (const bad of ['0', '7', 'x', '1.5']) {
      const res = await app.request(`/catalog/v1/socl/category-tree?depth=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(ErrorResponse.parse(await res.json()).errors[0]?.field).toBe('depth');
    }
    const unknown = await app.request('/catalog/v1/zzzz/category-tree');
    expect(unknown.status).toBe(404);
  });

  it('is documented in /openapi.json', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
    };
    const path = doc.paths['/catalog/v1/{siteId}/category-tree'];
    expect(path?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['siteId', 'depth']),
    );
  });
});
