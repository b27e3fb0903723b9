// @ts-check
/**
 * Where the storefront's two Next caches keep their entries (next.config `cacheHandler` for whole
 * pages, `cacheHandlers` for "use cache" data): page.mjs and data.mjs over one store per process.
 *
 * - Local (the default, `npm start`): two size-bounded LRUs in this process's memory, nothing on
 *   disk. Next's own page cache wrote every page it rendered under `<distDir>/server/route-cache`
 *   and never removed one (about 108 KB per search term and per price group), so made-up search
 *   terms filled the disk.
 * - Shared (FIERRO_CACHE_REDIS_URL, `npm run start:cluster`): Redis or Valkey, so that every
 *   storefront process serves the same entries and an expired tag (the importer's revalidation)
 *   reaches all of them. The server bounds it (maxmemory, volatile-lru: every entry has a time to
 *   live, the tag table has none and is never evicted).
 *
 * Plain JavaScript because Next imports handlers at run time with Node's own loader (Node 20 runs
 * no TypeScript); checked by tsc through `// @ts-check`.
 */
import { createClient, RESP_TYPES } from '@redis/client';
import { LRUCache } from 'lru-cache';

export const REDIS_URL_ENV = 'FIERRO_CACHE_REDIS_URL';
export const PAGE_CACHE_MB_ENV = 'FIERRO_PAGE_CACHE_MB';
export const DATA_CACHE_MB_ENV = 'FIERRO_DATA_CACHE_MB';
/** Local bounds when unset: about 1,200 pages of 108 KB, and Next's own 50 MB data default. */
export const DEFAULT_PAGE_CACHE_MB = 128;
export const DEFAULT_DATA_CACHE_MB = 64;
/** A Redis call that takes longer is a miss (the page renders) rather than a hung request. */
export const REDIS_TIMEOUT_MS = 1000;
/** Time to live of an entry whose own lifetime is unbounded (a static page): a day. */
export const DEFAULT_TTL_MS = 86_400_000;

/**
 * @typedef {{ stale: number; expired: number }} TagState
 * @typedef {'page' | 'data'} Area
 * @typedef {object} CacheStore
 * @property {string} kind
 * @property {(area: Area, key: string) => Promise<Buffer | undefined>} get
 * @property {(area: Area, key: string, value: Buffer, ttlMs: number) => Promise<void>} set
 * @property {(tags: string[]) => Promise<Map<string, TagState>>} tagStates
 * @property {(tags: string[], durations: { expire?: number } | undefined, now: number) => Promise<void>} markTags
 * @property {(area: Area) => { entries: number; bytes: number; maxBytes: number }} [usage]
 * @property {() => Promise<void>} close
 */

/**
 * Next's tag rule: a tag revalidated after an entry was written expires it (at `expired`, now or
 * later) or makes it stale (`stale`). `now` comes from the caller (tests pass their own clock).
 * @param {Map<string, TagState>} states
 * @param {number} writtenAt
 * @param {number} now
 * @returns {'fresh' | 'stale' | 'expired'}
 */
export function tagVerdict(states, writtenAt, now) {
  let verdict = /** @type {'fresh' | 'stale'} */ ('fresh');
  for (const { stale, expired } of states.values()) {
    if (expired > writtenAt && expired <= now) return 'expired';
    if (stale > writtenAt) verdict = 'stale';
  }
  return verdict;
}

/**
 * What revalidateTag records, as Next's own handlers do: with a profile (`{ expire }`) the tag is
 * stale now and expires `expire` seconds later (our importer's `{ expire: 0 }`: now); without one
 * it expires now.
 * @param {TagState | undefined} previous
 * @param {{ expire?: number } | undefined} durations
 * @param {number} now
 * @returns {TagState}
 */
export function markedTag(previous, durations, now) {
  if (!durations) return { stale: previous?.stale ?? 0, expired: now };
  return {
    stale: now,
    expired:
      durations.expire !== undefined ? now + durations.expire * 1000 : (previous?.expired ?? 0),
  };
}

/**
 * Two LRUs bounded in bytes (key + value), one per area, and the tags this process revalidated.
 * @param {{ pageBytes: number; dataBytes: number }} bounds
 * @returns {CacheStore}
 */
export function memoryStore({ pageBytes, dataBytes }) {
  /** @param {number} maxSize */
  const lru = (maxSize) =>
    new LRUCache(
      /** @type {LRUCache.Options<string, Buffer, unknown>} */ ({
        maxSize,
        // An entry larger than a tenth of the bound is not kept (it would push out ten others).
        maxEntrySize: Math.max(1, Math.floor(maxSize / 10)),
        sizeCalculation: (value, key) => value.byteLength + key.length,
        ttlAutopurge: false,
      }),
    );
  const areas = { page: lru(pageBytes), data: lru(dataBytes) };
  /** @type {Map<string, TagState>} */
  const tags = new Map();
  return {
    kind: 'memory',
    async get(area, key) {
      return areas[area].get(key);
    },
    async set(area, key, value, ttlMs) {
      areas[area].set(key, value, { ttl: ttlMs });
    },
    async tagStates(wanted) {
      /** @type {Map<string, TagState>} */
      const out = new Map();
      for (const tag of wanted) {
        const state = tags.get(tag);
        if (state) out.set(tag, state);
      }
      return out;
    },
    async markTags(marked, durations, now) {
      for (const tag of marked) tags.set(tag, markedTag(tags.get(tag), durations, now));
    },
    usage(area) {
      const cache = areas[area];
      return { entries: cache.size, bytes: cache.calculatedSize, maxBytes: cache.maxSize };
    },
    async close() {
      areas.page.clear();
      areas.data.clear();
    },
  };
}

const TAGS_KEY = 'tags';

/** @param {unknown} value `stale:expired` as kept in the tag hash; undefined when absent. */
const parseTag = (value) => {
  if (!value) return undefined;
  const [stale = 0, expired = 0] = String(value).split(':').map(Number);
  return { stale, expired };
};

/**
 * Redis or Valkey: entries as strings with a time to live, revalidated tags in one hash (no time
 * to live: never evicted under volatile-lru). Every failure (server down, time-out, out of memory)
 * reads as a miss or a write not kept; the page then renders as it would uncached.
 * @param {{ url: string; prefix?: string; timeoutMs?: number }} options
 * @returns {CacheStore}
 */
export function redisStore({ url, prefix = 'fierro:', timeoutMs = REDIS_TIMEOUT_MS }) {
  const client = createClient({
    url,
    // Fail fast while disconnected instead of queueing a shopper's request behind a reconnect.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000),
    },
    commandOptions: { timeout: timeoutMs },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  let warned = 0;
  client.on('error', (/** @type {unknown} */ error) => {
    // At most one line every 10 s: a Redis that is down must not flood the log.
    if (Date.now() - warned > 10_000) {
      warned = Date.now();
      console.warn(`[cache] redis ${url}: ${error instanceof Error ? error.message : error}`);
    }
  });
  const ready = client.connect().catch(() => undefined);
  /** @param {Area} area @param {string} key */
  const keyOf = (area, key) => `${prefix}${area}:${key}`;
  /**
   * @template T
   * @param {() => Promise<T>} call
   * @param {T} fallback
   * @returns {Promise<T>}
   */
  const safely = async (call, fallback) => {
    await ready;
    if (!client.isReady) return fallback;
    try {
      return await call();
    } catch {
      return fallback;
    }
  };
  return {
    kind: 'redis',
    get: (area, key) =>
      safely(async () => {
        const value = await client.get(keyOf(area, key));
        return Buffer.isBuffer(value) ? value : undefined;
      }, undefined),
    set: (area, key, value, ttlMs) =>
      safely(async () => {
        await client.set(keyOf(area, key), value, {
          expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
        });
      }, undefined),
    tagStates: (wanted) =>
      safely(
        async () => {
          /** @type {Map<string, TagState>} */
          const out = new Map();
          if (wanted.length === 0) return out;
          const values = await client.hmGet(`${prefix}${TAGS_KEY}`, wanted);
          values.forEach((value, i) => {
            const tag = wanted[i];
            const state = parseTag(value);
            if (tag !== undefined && state) out.set(tag, state);
          });
          return out;
        },
        // Tags unreadable: treat every entry as expired, so no process serves a page another
        // process was told to drop (coherence before speed while the cache server is away).
        new Map(wanted.map((tag) => [tag, { stale: Infinity, expired: 0 }])),
      ),
    markTags: async (marked, durations, now) => {
      if (marked.length === 0) return;
      await ready;
      // Unlike reads, a lost revalidation must be loud: it throws, and the caller (the importer)
      // is told.
      const key = `${prefix}${TAGS_KEY}`;
      const previous = await client.hmGet(key, marked);
      /** @type {Record<string, string>} */
      const fields = {};
      marked.forEach((tag, i) => {
        const state = markedTag(parseTag(previous[i]), durations, now);
        fields[tag] = `${state.stale}:${state.expired}`;
      });
      await client.hSet(key, fields);
    },
    async close() {
      await ready;
      if (client.isOpen) await client.close();
    },
  };
}

/** @param {string} name @param {number} fallback */
const megabytes = (name, fallback) => {
  const value = Number(process.env[name]);
  return (Number.isFinite(value) && value > 0 ? value : fallback) * 1024 * 1024;
};

/** @type {CacheStore | undefined} */
let shared;

/** The process's store (page.mjs and data.mjs share it), chosen once from the environment. */
export function storeFromEnv() {
  if (!shared) {
    const url = process.env[REDIS_URL_ENV];
    shared = url
      ? redisStore({ url })
      : memoryStore({
          pageBytes: megabytes(PAGE_CACHE_MB_ENV, DEFAULT_PAGE_CACHE_MB),
          dataBytes: megabytes(DATA_CACHE_MB_ENV, DEFAULT_DATA_CACHE_MB),
        });
  }
  return shared;
}
