import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    await images.render(ask({ width: 32 }));
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
