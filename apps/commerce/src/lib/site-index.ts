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
  /** Set once the build has succeeded (readySiteIndex answers it without waiting). */
  built?: { index: unknown };
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

/** The held build of the `kind` index for the current version, started if there is none. */
const currentBuild = async (
  pool: pg.Pool,
  siteId: string,
  kind: string,
  build: () => Promise<unknown>,
): Promise<Built> => {
  const version = await catalogVersion(pool, siteId);
  const { indexes } = stateOf(pool);
  const key = `${kind}|${siteId}`;
  const held = indexes.get(key);
  if (held && held.version === version) return held;
  const entry: Built = { version, value: build() };
  indexes.set(key, entry);
  entry.value.then(
    (index) => {
      entry.built = { index };
    },
    () => {
      if (indexes.get(key) === entry) indexes.delete(key);
    },
  );
  return entry;
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
): Promise<T> => (await currentBuild(pool, siteId, kind, build)).value as Promise<T>;

/**
 * The same index if it is built, else null: the build starts (or goes on) in the background and
 * the caller takes its slower path meanwhile, never an older version's index. For indexes that
 * take a second or more to build, which a request must not wait for.
 */
export const readySiteIndex = async <T>(
  pool: pg.Pool,
  siteId: string,
  kind: string,
  build: () => Promise<T>,
): Promise<T | null> => {
  const { built } = await currentBuild(pool, siteId, kind, build);
  return built ? (built.index as T) : null;
};
