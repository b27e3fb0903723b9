import type pg from 'pg';
import { siteIndex } from '../../lib/site-index';

/**
 * The facet fields of every published product of a site as columns indexed by the read model's
 * `ord`: immutable until the next seed or import (siteIndex rebuilds it then). Search answers
 * with ords, so a match costs array reads instead of map lookups; brands and colours are codes
 * into their names, so facets count in typed arrays.
 */
export interface FacetSnapshot {
  /** ord → product id (undefined where no product has that ord). */
  ids: Array<string | undefined>;
  ordOf: Map<string, number>;
  brandCodes: Uint32Array;
  brandNames: string[];
  /** -1: no colour. */
  colorCodes: Int32Array;
  colorNames: string[];
  ratings: Float64Array;
  created: Float64Array;
}

export const facetSnapshot = (pool: pg.Pool, siteId: string) =>
  siteIndex(pool, siteId, 'search-facet-snapshot', async (): Promise<FacetSnapshot> => {
    // A JSON value per 2,000 products: 50,000 rows parsed by node-pg, or one JSON value of all,
    // held the event loop for 40-120 ms in one piece.
    const { rows: chunks } = await pool.query({
      name: 'search-facet-snapshot',
      text: `SELECT json_agg(json_build_array(ord, product_id, brand_name, color_group, rating,
          (extract(epoch FROM created_at) * 1000)::float8))
        FROM search_products WHERE site_id = $1 GROUP BY ord / 2000`,
      values: [siteId],
      rowMode: 'array',
    });
    const rows = (chunks as unknown[][][][]).flatMap((chunk) => chunk[0]!);
    let size = 0;
    for (const r of rows) size = Math.max(size, Number(r[0]) + 1);
    const snap: FacetSnapshot = {
      ids: new Array(size),
      ordOf: new Map(),
      brandCodes: new Uint32Array(size),
      brandNames: [],
      colorCodes: new Int32Array(size).fill(-1),
      colorNames: [],
      ratings: new Float64Array(size),
      created: new Float64Array(size),
    };
    const brandCode = new Map<string, number>();
    const colorCode = new Map<string, number>();
    const codeOf = (codes: Map<string, number>, names: string[], name: string) => {
      let code = codes.get(name);
      if (code === undefined) {
        code = names.length;
        codes.set(name, code);
        names.push(name);
      }
      return code;
    };
    const typed = rows as Array<[number, string, string, string | null, number, number]>;
    for (let i = 0; i < typed.length; i++) {
      // A turn of the event loop every 5,000 products: requests are served while it builds.
      if (i > 0 && i % 5_000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const r = typed[i]!;
      const o = Number(r[0]);
      snap.ids[o] = r[1];
      snap.ordOf.set(r[1], o);
      snap.brandCodes[o] = codeOf(brandCode, snap.brandNames, r[2]);
      if (r[3] !== null) snap.colorCodes[o] = codeOf(colorCode, snap.colorNames, r[3]);
      snap.ratings[o] = Number(r[4]);
      snap.created[o] = Number(r[5]);
    }
    return snap;
  });

/**
 * A product-id set re-indexed by the snapshot's ords, or prices by ord sized to it (0 where a
 * product has no price), built once per pair.
 */
const byOrd = new WeakMap<object, WeakMap<FacetSnapshot, Float64Array | Uint8Array>>();
export const indexed = <T extends Float64Array | Uint8Array>(
  source: Float64Array | Set<string>,
  snap: FacetSnapshot,
  make: (size: number) => T,
): T => {
  let per = byOrd.get(source);
  if (!per) {
    per = new WeakMap();
    byOrd.set(source, per);
  }
  const hit = per.get(snap);
  if (hit) return hit as T;
  const out = make(snap.ids.length);
  if (source instanceof Float64Array) {
    out.set(source.subarray(0, out.length));
  } else {
    for (const id of source) {
      const o = snap.ordOf.get(id);
      if (o !== undefined) out[o] = 1;
    }
  }
  per.set(snap, out);
  return out;
};
