import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALLOWED_IMAGE_SIZES, nearestImageSize } from '@fierro/domain';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  canonicalRequest,
  createImageService,
  IMAGE_FITS,
  IMAGE_FORMATS,
  type ImageService,
  type ImageSource,
  ImagesBusyError,
  RENDER_SLOTS,
  type ResizeRequest,
  SOURCE_RECHECK_MS,
} from './images.service';

const svg = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`,
  );

/** A source whose image can be replaced (an import), counting how often it is read. */
const countingSource = () => {
  const state = { fill: 'red', version: 1, loads: 0, gone: false };
  const source: ImageSource = {
    async load(path) {
      state.loads++;
      return path === 'producto-1' && !state.gone
        ? { data: svg(state.fill), version: String(state.version) }
        : null;
    },
  };
  return { state, source };
};

const ask = (over: Partial<ResizeRequest> = {}): ResizeRequest => ({
  path: 'producto-1',
  format: 'jpg',
  fit: 'cover',
  width: 64,
  height: 64,
  ...over,
});

const dirs: string[] = [];
const cacheDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'fierro-images-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('images kept in memory', () => {
  it('serves an image asked again without reading its source, then rechecks it after a while', async () => {
    let clock = 1_000;
    const { state, source } = countingSource();
    const images = createImageService(source, cacheDir(), { now: () => clock });
    const first = await images.render(ask());
    expect(state.loads).toBe(1);
    const again = await images.render(ask());
    expect(state.loads).toBe(1);
    expect(again?.etag).toBe(first?.etag);
    // Another size is another image.
    await images.render(ask({ width: 128, height: 128 }));
    expect(state.loads).toBe(2);
    // An import replaces the source: seen once the recheck time has passed, not before.
    state.fill = 'blue';
    state.version = 2;
    clock += SOURCE_RECHECK_MS - 1;
    expect((await images.render(ask()))?.etag).toBe(first?.etag);
    clock += 2;
    const replaced = await images.render(ask());
    expect(replaced?.etag).not.toBe(first?.etag);
    expect(replaced?.body.equals(first!.body)).toBe(false);
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    const { state, source } = countingSource();
    const images = createImageService(source, cacheDir(), { memoryBytes: 1 });
    await images.render(ask());
    await images.render(ask());
    // Nothing fits in one byte: every request goes back to the source (and the disk cache).
    expect(state.loads).toBe(2);
  });

  it('forgets an image whose source is gone', async () => {
    let clock = 0;
    const { state, source } = countingSource();
    const images = createImageService(source, cacheDir(), { now: () => clock });
    expect(await images.render(ask({ path: 'producto-9' }))).toBeNull();
    expect(await images.render(ask())).not.toBeNull();
    state.gone = true;
    clock += SOURCE_RECHECK_MS;
    expect(await images.render(ask())).toBeNull();
    expect(await images.render(ask())).toBeNull();
  });
});

/** Every file of a disk cache and their total size. */
const filesOf = (dir: string) => {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
  return { count: files.length, bytes: files.reduce((sum, f) => sum + statSync(f).size, 0) };
};

describe('what a stranger can make it render (issue 20)', () => {
  it('50 made-up sizes give at most the allowed renders, each the nearest allowed size', async () => {
    const dir = cacheDir();
    const { source } = countingSource();
    const images = createImageService(source, dir);
    const sizes = fc.sample(
      fc.tuple(fc.integer({ min: 16, max: 2000 }), fc.integer({ min: 16, max: 2000 })),
      { numRuns: 50, seed: 20 },
    );
    const rendered = new Set<string>();
    for (const [w, h] of sizes) {
      const image = await images.render(ask({ width: w, height: h, format: 'webp' }));
      const meta = await sharp(image!.body).metadata();
      const [nw, nh] = nearestImageSize(w, h);
      expect([meta.width, meta.height]).toEqual([nw, nh]);
      rendered.add(`${nw}x${nh}`);
    }
    expect(filesOf(dir).count).toBe(rendered.size);
    expect(rendered.size).toBeLessThanOrEqual(ALLOWED_IMAGE_SIZES.length);
    // jpeg and jpg are one render.
    await images.render(ask({ format: 'jpg' }));
    await images.render(ask({ format: 'jpeg' }));
    expect(filesOf(dir).count).toBe(rendered.size + 1);
  });

  it('keeps its disk cache within its bound, least recently used out first', async () => {
    const dir = cacheDir();
    const { source, state } = countingSource();
    const bound = 6 * 1024;
    const images = createImageService(source, dir, { diskBytes: bound, memoryBytes: 1 });
    for (const [w, h] of ALLOWED_IMAGE_SIZES) {
      for (const format of ['jpg', 'png', 'webp'] as const) {
        await images.render(ask({ width: w, height: h, format }));
        expect(filesOf(dir).bytes).toBeLessThanOrEqual(bound);
      }
    }
    expect(images.diskUsage().bytes).toBe(filesOf(dir).bytes);
    expect(filesOf(dir).count).toBeLessThan(ALLOWED_IMAGE_SIZES.length * 3);
    // An evicted image is rendered again when asked (not lost).
    const loads = state.loads;
    const again = await images.render(ask({ width: 64, height: 64, format: 'png' }));
    expect((await sharp(again!.body).metadata()).width).toBe(64);
    expect(state.loads).toBe(loads + 1);
  });

  it('counts what a previous run left in the directory', async () => {
    const dir = cacheDir();
    const { source } = countingSource();
    const first = createImageService(source, dir);
    for (const [w, h] of ALLOWED_IMAGE_SIZES.slice(0, 6)) {
      await first.render(ask({ width: w, height: h, format: 'png' }));
    }
    const left = filesOf(dir);
    const bound = Math.floor(left.bytes / 2);
    const next = createImageService(source, dir, { diskBytes: bound, memoryBytes: 1 });
    await next.render(ask({ width: 1440, height: 1440, format: 'webp' }));
    expect(filesOf(dir).bytes).toBeLessThanOrEqual(bound);
  });
});

describe('what a stranger can make it encode (formats and fits)', () => {
  it.each([
    // the storefront's own URLs (ui/product-image, banner-image, stores-directory) as asked
    ['webp', 'contain', 'webp', 'contain'],
    ['webp', 'inside', 'webp', 'inside'],
    ['webp', 'cover', 'webp', 'cover'],
    // the spec's default (no f, no fit: SEO image, default image, thumbnails)
    ['jpg', 'cover', 'jpg', 'cover'],
    ['jpeg', 'contain', 'jpg', 'contain'],
    // what the site never asks for: the nearest we render
    ['avif', 'cover', 'webp', 'cover'],
    ['avif', 'fill', 'webp', 'contain'],
    ['avif', 'outside', 'webp', 'cover'],
    ['png', 'inside', 'jpg', 'inside'],
    ['png', 'fill', 'jpg', 'contain'],
    ['webp', 'outside', 'webp', 'cover'],
  ] as const)('f=%s fit=%s is rendered as %s %s', (format, fit, rf, rfit) => {
    const c = canonicalRequest(ask({ format, fit, width: 1440, height: 1440 }));
    expect([c.format, c.fit, c.width, c.height]).toEqual([rf, rfit, 1440, 1440]);
  });

  it('every accepted format and fit at one size makes at most 2 x 3 renders', async () => {
    const dir = cacheDir();
    const { source } = countingSource();
    const images = createImageService(source, dir, { memoryBytes: 1 });
    const types = new Set<string>();
    for (const format of IMAGE_FORMATS) {
      for (const fit of IMAGE_FITS) {
        const image = await images.render(ask({ format, fit, width: 240, height: 240 }));
        const meta = await sharp(image!.body).metadata();
        expect(['jpeg', 'webp']).toContain(meta.format);
        expect(image!.contentType).toBe(`image/${meta.format}`);
        types.add(image!.contentType);
      }
    }
    expect(filesOf(dir).count).toBe(6);
    expect(types).toEqual(new Set(['image/jpeg', 'image/webp']));
  });

  it("the reviewer's avif fill 1440 is the webp contain 1440 the storefront may ask", async () => {
    const { source } = countingSource();
    const images = createImageService(source, cacheDir());
    const asked = await images.render(
      ask({ format: 'avif', fit: 'fill', width: 1440, height: 1440 }),
    );
    const site = await images.render(
      ask({ format: 'webp', fit: 'contain', width: 1440, height: 1440 }),
    );
    expect(asked?.etag).toBe(site?.etag);
    const meta = await sharp(asked!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1440, 1440]);
  });
});

describe('renders at once (a flood of misses cannot take every libuv thread)', () => {
  /** A source with a different picture per path (`p-<n>`), counting its loads. */
  const manySource = () => {
    const state = { loads: 0 };
    const source: ImageSource = {
      async load(path) {
        state.loads++;
        const n = Number(path.slice(2));
        return {
          data: svg(`#${(n * 2654435761).toString(16).slice(-6).padStart(6, '0')}`),
          version: '1',
        };
      },
    };
    return { state, source };
  };

  it(`runs at most ${RENDER_SLOTS} renders, the rest waiting their turn, all answered`, async () => {
    const { source } = manySource();
    // A wait long enough for any loaded machine: this test is about the bound, not the refusal.
    const images = createImageService(source, cacheDir(), { renderWaitMs: 60_000 });
    let peak = { running: 0, waiting: 0 };
    let done = false;
    const all = Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        images.render(ask({ path: `p-${i}`, format: 'webp', width: 560, height: 560 })),
      ),
    ).finally(() => {
      done = true;
    });
    while (!done) {
      const now = images.renders();
      peak = {
        running: Math.max(peak.running, now.running),
        waiting: Math.max(peak.waiting, now.waiting),
      };
      await new Promise((r) => setImmediate(r));
    }
    const rendered = await all;
    expect(rendered.every((image) => image !== null)).toBe(true);
    expect(peak.running).toBe(RENDER_SLOTS);
    expect(peak.waiting).toBeGreaterThan(0);
    expect(images.renders()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a render past the queue at once, and one that waited too long', async () => {
    const { source } = manySource();
    const big = (path: string) => ask({ path, format: 'webp', width: 1440, height: 1440 });
    /** Until `images` has `running` renders under way (loads and cache misses come first). */
    const until = async (images: ImageService, running: number) => {
      while (images.renders().running < running) await new Promise((r) => setImmediate(r));
    };
    const full = createImageService(source, cacheDir(), { renderSlots: 1, renderQueue: 1 });
    const asked = ['p-0', 'p-1', 'p-2'].map((p) => full.render(big(p)));
    const settled = await Promise.allSettled(asked);
    // Whichever came third (cache misses finish in any order) found the slot and the queue full.
    expect(settled.map((s) => s.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(settled.find((s) => s.status === 'rejected')?.reason).toBeInstanceOf(ImagesBusyError);

    const slow = createImageService(source, cacheDir(), { renderSlots: 1, renderWaitMs: 1 });
    const first = slow.render(big('p-3'));
    await until(slow, 1);
    await expect(slow.render(big('p-4'))).rejects.toBeInstanceOf(ImagesBusyError);
    expect(await first).not.toBeNull();
    expect(slow.renders()).toEqual({ running: 0, waiting: 0 });
    // Refused is not forgotten: asked again, it renders.
    expect(await slow.render(big('p-4'))).not.toBeNull();
  });

  it('renders one image asked many times at once only once', async () => {
    const dir = cacheDir();
    const { state, source } = manySource();
    const images = createImageService(source, dir);
    // avif and webp, fill and contain: one canonical image, one render.
    const asked = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        images.render(
          ask({
            path: 'p-7',
            format: i % 2 ? 'avif' : 'webp',
            fit: i % 3 ? 'fill' : 'contain',
            width: 560,
            height: 560,
          }),
        ),
      ),
    );
    expect(new Set(asked.map((a) => a?.etag)).size).toBe(1);
    expect(state.loads).toBe(1);
    expect(filesOf(dir).count).toBe(1);
  });
});
