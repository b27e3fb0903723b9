import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataCacheHandler } from './data.mjs';
import PageCacheHandler from './page.mjs';
import { memoryStore, tagVerdict } from './store.mjs';

/** A cached page as Next hands it over: HTML, RSC payload, segments, status and tags. */
const page = (status: number, tags = 'catalogue:socl,_N_T_/layout', size = 108 * 1024) => ({
  kind: 'APP_PAGE',
  html: 'x'.repeat(size / 2),
  rscData: Buffer.alloc(size / 4, 1),
  segmentData: new Map([['/_tree', Buffer.alloc(size / 4, 2)]]),
  headers: { 'x-next-cache-tags': tags },
  status,
  postponed: undefined,
});
const control = { cacheControl: { revalidate: 300, expire: 3600 } };

const handlerOver = (store: ReturnType<typeof memoryStore>, clock: { t: number }) => {
  const handler = new PageCacheHandler({});
  handler.store = store;
  handler.now = () => clock.t;
  return handler;
};

describe('the page cache (next.config cacheHandler)', () => {
  it('1,000 made-up search terms leave it within its bound, keeping the latest pages', async () => {
    const bound = 16 * 1024 * 1024;
    const store = memoryStore({ pageBytes: bound, dataBytes: bound });
    const handler = handlerOver(store, { t: 1_000 });
    for (let i = 0; i < 1000; i++) {
      await handler.set(`/fierro-cl/v/base/search/t/term${i}`, page(200), control);
    }
    const usage = store.usage!('page');
    expect(usage.bytes).toBeLessThanOrEqual(bound);
    // About 108 KB each: some 150 of the 1,000 fit, the most recent ones.
    expect(usage.entries).toBeGreaterThan(100);
    expect(usage.entries).toBeLessThan(200);
    expect(await handler.get('/fierro-cl/v/base/search/t/term999', {})).not.toBeNull();
    expect(await handler.get('/fierro-cl/v/base/search/t/term0', {})).toBeNull();
  }, 120_000);

  it('decodes a stored page once per content: hits share it, a new page or another key is read anew', async () => {
    const clock = { t: 5 };
    const store = memoryStore({ pageBytes: 1e8, dataBytes: 1e8 });
    const handler = handlerOver(store, clock);
    await handler.set('/hot', page(200), control);
    const first = await handler.get('/hot', {});
    const second = await handlerOver(store, clock).get('/hot', {});
    // Another handler instance (Next makes one per request) reuses the decoded entry.
    expect(second?.value).toBe(first?.value);
    // The page written again (new bytes in the store): decoded again, never the old one.
    clock.t = 6;
    await handler.set('/hot', { ...page(200), html: 'y'.repeat(54 * 1024) }, control);
    const third = await handler.get('/hot', {});
    expect(third).not.toBeNull();
    expect(third!.value).not.toBe(first?.value);
    expect((third!.value as ReturnType<typeof page>).html.startsWith('y')).toBe(true);
    expect(third!.lastModified).toBe(6);
    // Equal bytes from a store that hands out copies (Redis) still share the decoded entry.
    const copying = {
      ...store,
      get: async (area: 'page' | 'data', key: string) => {
        const raw = await store.get(area, key);
        return raw ? Buffer.from(raw) : raw;
      },
    };
    const fromCopies = handlerOver(copying as typeof store, clock);
    expect((await fromCopies.get('/hot', {}))?.value).toBe(third!.value);
  });

  it('keeps pages that answered 200 as they were, and never a redirect or a 404', async () => {
    const handler = handlerOver(memoryStore({ pageBytes: 1e8, dataBytes: 1e8 }), { t: 5 });
    await handler.set('/ok', page(200), control);
    const hit = await handler.get('/ok', {});
    expect(hit?.lastModified).toBe(5);
    expect(hit?.cacheControl).toEqual(control.cacheControl);
    const value = hit?.value as ReturnType<typeof page>;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.segmentData.get('/_tree')?.equals(Buffer.alloc(27 * 1024, 2))).toBe(true);
    // The no-result redirect of a search, an exact id's redirect, an unknown product's 404.
    for (const status of [307, 308, 404]) {
      await handler.set(`/s${status}`, page(status), control);
      expect(await handler.get(`/s${status}`, {})).toBeNull();
    }
    await handler.set('/r', { kind: 'REDIRECT', props: {} } as never, control);
    expect(await handler.get('/r', {})).toBeNull();
    await handler.set('/null', null, control);
    expect(await handler.get('/null', {})).toBeNull();
  });

  it('keeps with a page the hash of each of its inline scripts in its Content-Security-Policy', async () => {
    const handler = handlerOver(memoryStore({ pageBytes: 1e8, dataBytes: 1e8 }), { t: 5 });
    const flight = 'self.__next_f.push([1,"a"])';
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>${flight}</script><script type="application/ld+json">{"@type":"Product"}</script><script>${flight}</script></body></html>`;
    await handler.set('/csp', { ...page(200), html }, control);
    const value = (await handler.get('/csp', {}))?.value as { headers: Record<string, string> };
    const policy = value.headers['content-security-policy']!;
    const hash = createHash('sha256').update(flight).digest('base64');
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    // One hash for the two copies of the script; no file hash, no JSON data block, no inline.
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(value.headers['x-next-cache-tags']).toBe('catalogue:socl,_N_T_/layout');
    // A shell with holes rendered per request streams scripts it does not hold: no hashes.
    await handler.set('/partial', { ...page(200), html, postponed: '{"state":1}' }, control);
    const partial = (await handler.get('/partial', {}))?.value as {
      headers: Record<string, string>;
    };
    expect(partial.headers['content-security-policy']).toBeUndefined();
  });

  it('a revalidated tag drops every page written before it, in every process sharing the store', async () => {
    const clock = { t: 100 };
    const store = memoryStore({ pageBytes: 1e8, dataBytes: 1e8 });
    const one = handlerOver(store, clock);
    const two = handlerOver(store, clock);
    await one.set('/cl', page(200, 'catalogue:socl'), control);
    await one.set('/pe', page(200, 'catalogue:sope'), control);
    clock.t = 200;
    // The importer's call: revalidateTag(tag, { expire: 0 }) on one storefront.
    await one.revalidateTag(['catalogue:socl'], { expire: 0 });
    clock.t = 201;
    expect(await two.get('/cl', {})).toBeNull();
    expect(await two.get('/pe', {})).not.toBeNull();
    // Rendered again after the revalidation: served.
    await two.set('/cl', page(200, 'catalogue:socl'), control);
    expect(await one.get('/cl', {})).not.toBeNull();
  });
});

describe('the "use cache" data handler (next.config cacheHandlers)', () => {
  const entry = (text: string, extra: Partial<{ tags: string[]; expire: number }> = {}) => ({
    value: new Blob([text]).stream() as ReadableStream<Uint8Array>,
    tags: extra.tags ?? ['catalogue:socl'],
    stale: 60,
    timestamp: 1_000,
    expire: extra.expire ?? 3600,
    revalidate: 300,
  });
  const read = async (e: { value: ReadableStream<Uint8Array> } | undefined) =>
    e ? new Response(e.value).text() : undefined;

  it('gives each read a new stream of the stored bytes', async () => {
    const clock = { t: 1_000 };
    const handler = createDataCacheHandler({
      store: memoryStore({ pageBytes: 1e6, dataBytes: 1e6 }),
      now: () => clock.t,
    });
    await handler.set('k', Promise.resolve(entry('taladro')));
    expect(await read(await handler.get('k', []))).toBe('taladro');
    expect(await read(await handler.get('k', []))).toBe('taladro');
  });

  it('waits for a set in flight, and keeps no dynamic (expire 0) entry', async () => {
    const handler = createDataCacheHandler({
      store: memoryStore({ pageBytes: 1e6, dataBytes: 1e6 }),
    });
    let finish: (e: ReturnType<typeof entry>) => void = () => {};
    const writing = handler.set('slow', new Promise((resolve) => (finish = resolve)));
    const reading = handler.get('slow', []);
    finish(entry('later'));
    await writing;
    expect(await read(await reading)).toBe('later');
    await handler.set('dyn', Promise.resolve(entry('x', { expire: 0 })));
    expect(await handler.get('dyn', [])).toBeUndefined();
  });

  it('a revalidated tag expires its entries and moves getExpiration', async () => {
    const clock = { t: 1_000 };
    const handler = createDataCacheHandler({
      store: memoryStore({ pageBytes: 1e6, dataBytes: 1e6 }),
      now: () => clock.t,
    });
    await handler.set('cl', Promise.resolve(entry('cl')));
    await handler.set('pe', Promise.resolve(entry('pe', { tags: ['catalogue:sope'] })));
    expect(await handler.getExpiration(['catalogue:socl'])).toBe(0);
    clock.t = 2_000;
    await handler.updateTags(['catalogue:socl'], { expire: 0 });
    expect(await handler.getExpiration(['catalogue:socl', 'x'])).toBe(2_000);
    expect(await handler.get('cl', [])).toBeUndefined();
    expect(await read(await handler.get('pe', []))).toBe('pe');
    // A soft tag (the page's path) counts as well.
    await handler.updateTags(['_N_T_/fierro-pe/layout']);
    clock.t = 2_001;
    expect(await handler.get('pe', ['_N_T_/fierro-pe/layout'])).toBeUndefined();
  });

  it('a tag made stale but not expired serves the entry once more, for a fresh render', async () => {
    const clock = { t: 1_000 };
    const handler = createDataCacheHandler({
      store: memoryStore({ pageBytes: 1e6, dataBytes: 1e6 }),
      now: () => clock.t,
    });
    await handler.set('cl', Promise.resolve(entry('cl')));
    clock.t = 2_000;
    await handler.updateTags(['catalogue:socl'], { expire: 60 });
    const stale = await handler.get('cl', []);
    expect(stale?.revalidate).toBe(-1);
    expect(await read(stale)).toBe('cl');
  });
});

describe('tagVerdict (Next rule for tags and an entry written at a time)', () => {
  it('expired once the expiry has come, stale when marked after the write', () => {
    const states = new Map([['a', { stale: 50, expired: 80 }]]);
    expect(tagVerdict(states, 40, 70)).toBe('stale');
    expect(tagVerdict(states, 40, 90)).toBe('expired');
    expect(tagVerdict(states, 85, 90)).toBe('fresh');
  });
});
