import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALLOWED_IMAGE_SIZES, nearestImageSize } from '@fierro/domain';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createImageService,
  type ImageSource,
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
