import type pg from 'pg';
import { siteIndex } from '../../lib/site-index';
import type { CatalogRepo, StoredCategory } from './catalog.service';

/**
 * Categories over PostgreSQL with their published product counts (search read model), held in
 * memory per site: immutable until the next seed or import moves the catalogue version.
 */
export const createCatalogRepo = (pool: pg.Pool): CatalogRepo => ({
  categories: (siteId) =>
    siteIndex(pool, siteId, 'category-tree', async (): Promise<StoredCategory[]> => {
      const { rows } = await pool.query({
        name: 'catalog-categories',
        text: `WITH counts AS (SELECT u.id, count(*)::int AS n FROM search_products sp
            CROSS JOIN LATERAL unnest(sp.category_path) AS u(id)
            WHERE sp.site_id = $1 GROUP BY u.id)
          SELECT c.category_id, c.parent_id, c.level, c.name, c.slug, c.sort_order,
            coalesce(counts.n, 0) AS n
          FROM categories c LEFT JOIN counts ON counts.id = c.category_id
          WHERE c.site_id = $1`,
        values: [siteId],
        rowMode: 'array',
      });
      return rows.map((r: unknown[]) => ({
        id: r[0] as string,
        parentId: (r[1] as string | null) ?? null,
        level: Number(r[2]),
        name: r[3] as string,
        slug: r[4] as string,
        sortOrder: Number(r[5]),
        productCount: Number(r[6]),
      }));
    }),
});
