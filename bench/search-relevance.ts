// Precision at 5 of the relevance tables (bench/relevance/queries.ts) against a running commerce
// API: for each query, the share of the top 5 products whose category is of an expected kind.
import type pg from 'pg';
import { PORTUGUESE, type RelevanceQuery, SPANISH } from './relevance/queries';

export interface RelevanceRow {
  siteId: string;
  q: string;
  precisionAt5: number;
  top: string[];
}

const scoreOne = async (base: string, pool: pg.Pool, siteId: string, item: RelevanceQuery) => {
  const res = await fetch(
    `${base}/search/v1/${siteId}?Ntt=${encodeURIComponent(item.q)}&perPage=5`,
  );
  const body = (await res.json()) as {
    products: Array<{ productId: string; displayName: string }>;
  };
  const ids = body.products.map((p) => p.productId);
  const { rows } = await pool.query<{ product_id: string; kind: string | null }>(
    `SELECT p.product_id, c.kind FROM products p JOIN categories c
       ON c.site_id = p.site_id AND c.category_id = p.category_id
     WHERE p.site_id = $1 AND p.product_id = ANY ($2::text[])`,
    [siteId, ids],
  );
  const kindOf = new Map(rows.map((r) => [r.product_id, r.kind]));
  const relevant = ids.filter((id) => item.kinds.includes(kindOf.get(id) ?? '')).length;
  // Fewer than 5 results count the missing ones as misses (precision at a fixed cut-off of 5).
  return {
    siteId,
    q: item.q,
    precisionAt5: relevant / 5,
    top: body.products.map((p) => p.displayName),
  };
};

export const scoreRelevance = async (base: string, pool: pg.Pool) => {
  const rows: RelevanceRow[] = [];
  for (const item of SPANISH) rows.push(await scoreOne(base, pool, 'socl', item));
  for (const item of PORTUGUESE) rows.push(await scoreOne(base, pool, 'sobr', item));
  const mean = (site: string) => {
    const r = rows.filter((x) => x.siteId === site);
    return +(r.reduce((s, x) => s + x.precisionAt5, 0) / r.length).toFixed(3);
  };
  const summary = { spanish: mean('socl'), portuguese: mean('sobr') };
  for (const r of rows.filter((x) => x.precisionAt5 < 0.6)) {
    console.log(
      `  low precision@5 ${r.precisionAt5.toFixed(1)} ${r.siteId} "${r.q}": ${r.top.join(' | ')}`,
    );
  }
  console.log(
    `relevance precision@5: Spanish (socl) ${summary.spanish}, Portuguese (sobr) ${summary.portuguese}`,
  );
  return { summary, rows };
};
