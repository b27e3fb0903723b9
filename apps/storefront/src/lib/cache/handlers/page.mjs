// @ts-check
/**
 * next.config `cacheHandler`: Next's cache of whole pages (the cached catalogue views, route
 * handlers' answers), kept in the process's bounded store or in Redis (store.mjs), never on disk.
 *
 * Next hands this handler a page with its tags (`x-next-cache-tags`); a page is served only while
 * none of its tags was revalidated after it was written, which this handler checks itself against
 * the store's tag table, so that one storefront's revalidation reaches every other one.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { LRUCache } from 'lru-cache';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  isChallengePath,
} from '../../security/headers.mjs';
import { DEFAULT_TTL_MS, storeFromEnv, tagVerdict } from './store.mjs';

const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {{ kind: string; status?: number; headers?: Record<string, unknown>; html?: unknown; postponed?: unknown; tags?: string[] }} CachedValue
 * @typedef {{ revalidate?: number | false; expire?: number }} CacheControl
 * @typedef {{ lastModified: number; value: CachedValue; cacheControl?: CacheControl; tags: string[] }} Stored
 */

/**
 * What a cached value keeps: the tags of a page or route answer from its header, a fetch's from
 * the context it was set with.
 * @param {CachedValue} value
 * @param {{ tags?: string[] }} ctx
 */
export function tagsOf(value, ctx) {
  const header = value.headers?.[TAGS_HEADER];
  if (typeof header === 'string' && header) return header.split(',');
  return ctx.tags ?? value.tags ?? [];
}

/**
 * Only pages that answered 200 are kept. A redirect (a search with no result goes to the
 * no-result page, an exact id to the product) or a 404 costs one commerce call to answer again,
 * and each made-up term or id would otherwise be one more entry pushing out real pages.
 * @param {CachedValue | null} value
 */
export function isKept(value) {
  if (!value) return false;
  if (value.kind === 'REDIRECT') return false;
  if (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' || value.kind === 'PAGES') {
    return value.status === undefined || value.status === 200;
  }
  return true;
}

const sha256base64 = (/** @type {string} */ text) =>
  createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * A cached whole page keeps a Content-Security-Policy naming the hash of each of its inline
 * scripts (src/lib/security/headers.mjs): every cache hit runs those and our own files only.
 * @param {CachedValue} value
 * @param {string} key the page's path (the challenge page may be framed by our checkout)
 * @returns {CachedValue}
 */
export function withScriptHashes(value, key) {
  if (value.kind !== 'APP_PAGE' && value.kind !== 'PAGES') return value;
  // A partial page (a shell whose dynamic holes are rendered per request, like the no-result
  // page reading its query) streams more inline scripts after the cached HTML: their text is not
  // known here, so it keeps the base policy only.
  if (value.postponed) return value;
  const html =
    typeof value.html === 'string'
      ? value.html
      : Buffer.isBuffer(value.html)
        ? value.html.toString('utf8')
        : null;
  if (!html) return value;
  const scripts = inlineScriptHashes(html, sha256base64);
  const frameAncestors = isChallengePath(key) ? "'self'" : "'none'";
  const policy = contentSecurityPolicy({ scripts, frameAncestors });
  return { ...value, headers: { ...value.headers, 'content-security-policy': policy } };
}

/** Time to live in the store: the entry's `expire` (cacheLife), else a day. */
const ttlOf = (/** @type {CacheControl | undefined} */ control) =>
  typeof control?.expire === 'number' && control.expire > 0
    ? control.expire * 1000
    : DEFAULT_TTL_MS;

/** Build ids by dist directory: Next makes a handler per request, and each read the file. */
const buildIds = new Map();

/** The build's id: two builds sharing one Redis never serve each other's pages. */
function buildIdOf(/** @type {string | undefined} */ serverDistDir) {
  if (!serverDistDir) return 'dev';
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'dev';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/**
 * Stored bytes of the entries kept decoded (the hottest pages of this process). The decoded
 * objects take about as much again; with the local store the bytes themselves are the store's own.
 */
export const DECODED_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Entries already decoded, by key with the stored bytes they came from: decoding a cached page
 * (about 340 KB) cost 0.5 to 1 ms of every cache hit, 3.8 s of a 15 s load of one product page in
 * its CPU profile. A hit reuses the decoded entry while the store still holds the same bytes (the
 * same buffer in this process's store; equal bytes from Redis). Next's own cache hands out its
 * in-memory entries the same way: shared, never changed by the server.
 * @type {LRUCache<string, { raw: Buffer; stored: Stored }>}
 */
const decoded = new LRUCache({
  maxSize: DECODED_MAX_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.raw.length),
});

/** @param {string} key @param {Buffer} raw @returns {Stored} */
function decode(key, raw) {
  const hit = decoded.get(key);
  if (hit && (hit.raw === raw || hit.raw.equals(raw))) return hit.stored;
  const stored = /** @type {Stored} */ (deserialize(raw));
  decoded.set(key, { raw, stored });
  return stored;
}

export default class PageCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    this.store = storeFromEnv();
    this.prefix = `${buildIdOf(ctx?.serverDistDir)}:`;
    /** Injected by tests; Next calls it with no clock. */
    this.now = () => Date.now();
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[]; softTags?: string[] }} ctx
   */
  async get(key, ctx) {
    const raw = await this.store.get('page', this.prefix + key);
    if (!raw) return null;
    /** @type {Stored} */
    let stored;
    try {
      stored = decode(this.prefix + key, raw);
    } catch {
      return null;
    }
    const tags = [...new Set([...stored.tags, ...(ctx?.softTags ?? [])])];
    const states = await this.store.tagStates(tags);
    // A stale tag is a miss too (the page renders again, blocking): Next's own handler would
    // serve it once more, but it cannot tell another process's stale tag from a fresh one.
    if (tagVerdict(states, stored.lastModified, this.now()) !== 'fresh') return null;
    return {
      lastModified: stored.lastModified,
      value: stored.value,
      ...(stored.cacheControl ? { cacheControl: stored.cacheControl } : {}),
    };
  }

  /**
   * @param {string} key
   * @param {CachedValue | null} value
   * @param {{ cacheControl?: CacheControl; tags?: string[] }} ctx
   */
  async set(key, value, ctx) {
    if (!value || !isKept(value)) return;
    /** @type {Stored} */
    const stored = {
      lastModified: this.now(),
      value: withScriptHashes(value, key),
      ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}),
      tags: tagsOf(value, ctx ?? {}),
    };
    await this.store.set('page', this.prefix + key, serialize(stored), ttlOf(ctx?.cacheControl));
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    await this.store.markTags(list, durations, this.now());
  }

  resetRequestCache() {}
}
