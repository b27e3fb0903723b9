import { CATALOG_VERSION_TTL_MS } from '@fierro/db/catalog-version';
import type pg from 'pg';

/**
 * Per-site indexes held in memory (DESIGN §2: only immutable or short-TTL data). Each index is
 * built from the database and is immutable until the site's catalogue changes: the seed and the
 * importer bump `sites.catalog_version` in their transaction, and this process reads the version
 * at most once per VERSION_TTL_MS per site, rebuilding an index when it moved.
 */
export const VERSION_TTL_MS = CATALOG_VERSION_TTL_MS;

interface Built {
  version: number;
  value: Promise<unknown>;
}
interface PoolState {
  versions: Map<string, { at: number; value: Promise<number> }>;
  indexes: Map<string, Built>;
}
const states = new WeakMap<pg.Pool, PoolState>();
const stateOf = (pool: pg.Pool): PoolState => {
  let state = states.get(pool);
  if (!state) {
    state = { versions: new Map(), indexes: new Map() };
    states.set(pool, state);
  }
  return state;
};

/** The site's catalogue version, read at most once per VERSION_TTL_MS (-1: unknown site). */
export const catalogVersion = (pool: pg.Pool, siteId: string): Promise<number> => {
  const { versions } = stateOf(pool);
  const hit = versions.get(siteId);
  if (hit && Date.now() - hit.at < VERSION_TTL_MS) return hit.value;
  const value = pool
    .query<{ v: string }>({
      name: 'site-catalog-version',
      text: 'SELECT catalog_version AS v FROM sites WHERE site_id = $1',
      values: [siteId],
    })
    .then((r) => (r.rows[0] ? Number(r.rows[0].v) : -1));
  const entry = { at: Date.now(), value };
  versions.set(siteId, entry);
  value.catch(() => {
    if (versions.get(siteId) === entry) versions.delete(siteId);
  });
  // Past the TTL the held version is not answered while the new one is read (one primary-key
  // read): the importer tells the storefronts to render again once the TTL has passed since its
  // commit, and a render then must see the new catalogue, not cache the old one for minutes.
  return value;
};

/**
 * The `kind` index of a site, built by `build` for the current catalogue version. Concurrent
 * callers share one build; a failed build is forgotten so the next call retries.
 */
export const siteIndex = async <T>(
  pool: pg.Pool,
  siteId: string,
  kind: string,
  build: () => Promise<T>,
): Promise<T> => {
  const version = await catalogVersion(pool, siteId);
  const { indexes } = stateOf(pool);
  const key = `${kind}|${siteId}`;
  const held = indexes.get(key);
  if (held && held.version === version) return held.value as Promise<T>;
  const value = build();
  const entry = { version, value };
  indexes.set(key, entry);
  value.catch(() => {
    if (indexes.get(key) === entry) indexes.delete(key);
  });
  return value;
};
