// @ts-check
/**
 * next.config `cacheHandlers` (default and remote): the "use cache" entries (commerce reads of
 * lib/commerce/public.ts and the modules' loaders), in the process's bounded store or in Redis
 * (store.mjs), under the interface of next/dist/server/lib/cache-handlers/types.d.ts.
 */
import { deserialize, serialize } from 'node:v8';
import { storeFromEnv, tagVerdict } from './store.mjs';

/**
 * @typedef {{ value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number }} CacheEntry
 * @typedef {Omit<CacheEntry, 'value'> & { bytes: Buffer }} Stored
 */

/** @param {ReadableStream<Uint8Array>} stream */
async function bytesOf(stream) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** @param {Buffer} bytes A new stream for every read (a stream is read once). */
const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });

/**
 * @param {{ store?: import('./store.mjs').CacheStore; now?: () => number }} [options]
 */
export function createDataCacheHandler(options = {}) {
  const store = options.store ?? storeFromEnv();
  const now = options.now ?? (() => Date.now());
  /** Sets still being written in this process: a read of the same key waits for them. */
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();

  return {
    /**
     * @param {string} cacheKey
     * @param {string[]} softTags
     * @returns {Promise<CacheEntry | undefined>}
     */
    async get(cacheKey, softTags) {
      await pending.get(cacheKey);
      const raw = await store.get('data', cacheKey);
      if (!raw) return undefined;
      /** @type {Stored} */
      let stored;
      try {
        stored = deserialize(raw);
      } catch {
        return undefined;
      }
      const states = await store.tagStates([...new Set([...stored.tags, ...(softTags ?? [])])]);
      const verdict = tagVerdict(states, stored.timestamp, now());
      if (verdict === 'expired') return undefined;
      const { bytes, ...entry } = stored;
      // A stale tag: served once more while Next renders a fresh entry (its own handler's rule).
      return {
        ...entry,
        revalidate: verdict === 'stale' ? -1 : entry.revalidate,
        value: streamOf(bytes),
      };
    },

    /**
     * @param {string} cacheKey
     * @param {Promise<CacheEntry>} pendingEntry
     */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pending.set(
        cacheKey,
        new Promise((resolve) => {
          done = resolve;
        }),
      );
      try {
        const entry = await pendingEntry;
        // expire 0 is a dynamic entry, read again every time: nothing to keep (as Next's own).
        if (entry.expire === 0) return;
        const { value, ...meta } = entry;
        const bytes = await bytesOf(value);
        /** @type {Stored} */
        const stored = { ...meta, bytes };
        await store.set('data', cacheKey, serialize(stored), entry.expire * 1000);
      } catch {
        // A failed render or an errored stream is not kept.
      } finally {
        pending.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {},

    /**
     * The latest expiry among the tags (0 when none was revalidated): Next drops an entry written
     * before it.
     * @param {string[]} tags
     */
    async getExpiration(tags) {
      let latest = 0;
      const current = now();
      for (const { expired } of (await store.tagStates(tags)).values()) {
        if (expired <= current) latest = Math.max(latest, expired);
      }
      return latest;
    },

    /**
     * @param {string[]} tags
     * @param {{ expire?: number }} [durations]
     */
    async updateTags(tags, durations) {
      await store.markTags(tags, durations, now());
    },
  };
}

export default createDataCacheHandler();
