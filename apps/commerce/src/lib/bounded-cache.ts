import { LRUCache } from 'lru-cache';
import type pg from 'pg';

/**
 * Every in-process cache of commerce is one of these (issue 20): an LRU bounded in entries (or in
 * a size of its own), optionally expiring, one per database pool so two databases in one process
 * never share entries, and counted in `/metrics` as `commerce_cache_entries{cache}`. Nothing a
 * stranger sends can grow one past its bound.
 */
// biome-ignore lint/suspicious/noExplicitAny: caches of any value type share the registry
type AnyCache = LRUCache<string, any>;
const registry = new Map<string, Set<WeakRef<AnyCache>>>();

const register = (name: string, cache: AnyCache) => {
  let set = registry.get(name);
  if (!set) {
    set = new Set();
    registry.set(name, set);
  }
  set.add(new WeakRef(cache));
};

export interface CacheBound<V extends {}> {
  /** Most entries kept. */
  max: number;
  /** Milliseconds an entry lives (none: until evicted). */
  ttl?: number;
  /** A size bound of its own (e.g. array lengths), with each entry's size. */
  maxSize?: number;
  sizeOf?: (value: V, key: string) => number;
}

/** A named, bounded cache per pool (see above). */
export const poolCache = <V extends {}>(name: string, bound: CacheBound<V>) => {
  const perPool = new WeakMap<pg.Pool | object, LRUCache<string, V>>();
  return (pool: pg.Pool | object): LRUCache<string, V> => {
    let cache = perPool.get(pool);
    if (!cache) {
      cache = new LRUCache<string, V>({
        max: bound.max,
        ...(bound.ttl ? { ttl: bound.ttl, ttlAutopurge: false } : {}),
        ...(bound.maxSize && bound.sizeOf
          ? { maxSize: bound.maxSize, sizeCalculation: bound.sizeOf }
          : {}),
      });
      perPool.set(pool, cache);
      register(name, cache);
    }
    return cache;
  };
};

/** Entries held now, per cache name (summed over pools), for the metrics gauge. */
export const cacheEntries = (): Array<{ name: string; entries: number }> =>
  [...registry].map(([name, refs]) => {
    let entries = 0;
    for (const ref of refs) {
      const cache = ref.deref();
      if (cache) entries += cache.size;
      else refs.delete(ref);
    }
    return { name, entries };
  });

/**
 * A promise cached for `ttl`: concurrent callers share one load, a failed load is forgotten, and
 * a stale value keeps answering while one refresh runs.
 */
export const cachedLoad = <T>(
  cache: LRUCache<string, { at: number; value: Promise<unknown> }>,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> => {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
  if (hit) hit.at = Date.now(); // one refresh at a time; the stale value answers meanwhile
  const value = load();
  const fresh = { at: Date.now(), value };
  value.then(
    () => cache.set(key, fresh),
    () => {
      if (cache.get(key) === fresh) cache.delete(key);
    },
  );
  if (!hit) cache.set(key, fresh);
  return (hit ? hit.value : value) as Promise<T>;
};
