import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { nearestImageSize } from '@fierro/domain';
import sharp from 'sharp';

export const IMAGE_FORMATS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const IMAGE_MIN_SIZE = 16;
export const IMAGE_MAX_SIZE = 2000;

export interface ResizeRequest {
  path: string;
  format: ImageFormat;
  fit: ImageFit;
  width: number;
  height: number;
}

/**
 * What the service encodes: the storefront's webp and the spec's default jpg (§9: the SEO image,
 * `defaultImageUrl` and thumbnails asked with no `f`). AVIF cost 10-20 times a webp (0.3-0.56 s a
 * render) and PNG of a photo is megabytes a file, each a way to peg the CPU or flush the disk cache.
 */
export const RENDERED_FORMATS = ['jpg', 'webp'] as const;
export type RenderedFormat = (typeof RENDERED_FORMATS)[number];
/** The fits the storefront asks for: cards `contain`, banners `inside`, store maps `cover`. */
export const RENDERED_FITS = ['cover', 'contain', 'inside'] as const;
export type RenderedFit = (typeof RENDERED_FITS)[number];

/**
 * Every `f` the API accepts, and what it is rendered as: the nearest format we render that the
 * asker can show (a browser that shows AVIF shows webp; anything that reads PNG reads JPEG, and
 * the picture is flattened on white, so PNG's transparency is lost either way).
 */
export const FORMAT_RENDERED_AS: Readonly<Record<ImageFormat, RenderedFormat>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'jpg',
  webp: 'webp',
  avif: 'webp',
};
/**
 * Every `fit` the API accepts, and what it is rendered as: `fill` (the whole picture in the box,
 * stretched) as `contain` (the whole picture in the box, padded white); `outside` (covering the
 * box, larger than it) as `cover` (covering the box, cut to it).
 */
export const FIT_RENDERED_AS: Readonly<Record<ImageFit, RenderedFit>> = {
  cover: 'cover',
  contain: 'contain',
  fill: 'contain',
  inside: 'inside',
  outside: 'cover',
};

/** A request as it is rendered (canonicalRequest). */
export interface CanonicalRequest extends ResizeRequest {
  format: RenderedFormat;
  fit: RenderedFit;
}

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** Where source images come from (a directory, or the seed's generated SVGs). */
export interface ImageSource {
  /** The source bytes and a version string (changes when the source changes), or null. */
  load(path: string): Promise<{ data: Buffer; version: string } | null>;
}

/** Source images on disk: `<dir>/<path>`, or `<dir>/<path>.svg`. Never leaves the directory. */
export const directoryImageSource = (dir: string): ImageSource => {
  const root = resolve(dir);
  return {
    async load(path) {
      for (const candidate of [path, `${path}.svg`]) {
        const file = resolve(root, candidate);
        if (!file.startsWith(root + sep)) return null;
        try {
          const info = await stat(file);
          if (!info.isFile()) continue;
          return { data: await readFile(file), version: `${info.size}-${info.mtimeMs}` };
        } catch {
          // not there: try the next candidate
        }
      }
      return null;
    },
  };
};

const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface ImageService {
  /** The image, null for an unknown source; throws ImagesBusyError when no render slot is free. */
  render(request: ResizeRequest): Promise<RenderedImage | null>;
  /** The disk cache's files and bytes, as this process knows them. */
  diskUsage(): { files: number; bytes: number };
  /** Renders running and waiting for a slot. */
  renders(): { running: number; waiting: number };
}

/** How long a rendered image is served from memory before its source is looked at again. */
export const SOURCE_RECHECK_MS = 60_000;
/** Bytes of rendered images kept in memory (least recently used go first). */
export const MEMORY_CACHE_BYTES = 64 * 1024 * 1024;
/** Bytes of rendered images kept on disk (IMAGE_CACHE_MB; least recently used go first). */
export const DISK_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * What is rendered for a request: the nearest size the storefront uses (issue 20, `@fierro/domain`
 * ALLOWED_IMAGE_SIZES), and the format and fit it is rendered as (FORMAT_RENDERED_AS,
 * FIT_RENDERED_AS). Any other width, height, format or fit once made a render and a file of its
 * own (11,000 sources x 15+ sizes x 4 formats x 5 fits: misses forced forever); now a source has
 * at most sizes x 2 formats x 3 fits renders, and every URL the API accepted still answers.
 */
export function canonicalRequest(request: ResizeRequest): CanonicalRequest {
  const [width, height] = nearestImageSize(request.width, request.height);
  return {
    ...request,
    width,
    height,
    format: FORMAT_RENDERED_AS[request.format],
    fit: FIT_RENDERED_AS[request.fit],
  };
}

/** Renders at once: each holds one of libuv's 4 threads, which argon2 and file reads share. */
export const RENDER_SLOTS = 2;
/** Renders waiting for a slot; one more is refused at once (503). */
export const RENDER_QUEUE = 32;
/** How long a render waits for a slot before it is refused: well under the storefront's 3,800 ms. */
export const RENDER_WAIT_MS = 2_000;
/** Retry-After of a refused render, in seconds. */
export const RENDER_RETRY_AFTER_S = 1;

/** No render slot was free in time: the route answers 503 with Retry-After. */
export class ImagesBusyError extends Error {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_S;
  constructor() {
    super('image renders busy');
  }
}

/**
 * A semaphore with a bounded, first-come queue and a wait limit. A flood of distinct misses waits
 * here (and past the queue or the wait is refused) instead of taking every libuv thread: cached
 * images (memory, or a file read) and logins (argon2) never wait behind it.
 */
const renderSlots = (slots: number, queue: number, waitMs: number) => {
  let running = 0;
  const waiting: Array<{ start: () => void; timer: ReturnType<typeof setTimeout> }> = [];
  const release = () => {
    const next = waiting.shift();
    if (!next) {
      running--;
      return;
    }
    // The slot passes to the next in line: `running` stays the same.
    clearTimeout(next.timer);
    next.start();
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < slots) running++;
      else if (waiting.length >= queue) throw new ImagesBusyError();
      else {
        await new Promise<void>((start, refuse) => {
          const entry = {
            start,
            timer: setTimeout(() => {
              waiting.splice(waiting.indexOf(entry), 1);
              refuse(new ImagesBusyError());
            }, waitMs),
          };
          waiting.push(entry);
        });
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    usage: () => ({ running, waiting: waiting.length }),
  };
};

/**
 * sharp's own bounds, process-wide (only this module uses sharp in commerce):
 * - `concurrency(1)`: one libvips thread per render, so RENDER_SLOTS renders use at most that many
 *   cores (sharp already picks 1 under glibc's allocator, as here; this makes it so everywhere);
 * - `cache(false)`: libvips' operation cache (50 MB, 100 operations by default) only held memory
 *   here: every render is of a fresh buffer and its result is cached by this service itself.
 * `limitInputPixels` stays at 50 MP a source (catalogue photos and SVGs at density 144 are far
 * below it): with RENDER_SLOTS it bounds decoded pixels in memory at once.
 */
const boundSharp = () => {
  sharp.concurrency(1);
  sharp.cache(false);
};
/** Pixels a source may decode to (sharp's `limitInputPixels`). */
export const MAX_SOURCE_PIXELS = 50_000_000;

/**
 * The disk cache's files, least recently used first, and their total size: a file is evicted
 * once the total passes the bound. Seeded from the directory on first use (files a previous run
 * left, oldest first), then kept in memory (one process per cache directory).
 */
const diskIndex = (cacheDir: string, bound: number) => {
  const files = new Map<string, number>();
  let total = 0;
  let seeded: Promise<void> | undefined;
  const seed = () =>
    (seeded ??= (async () => {
      const found: Array<{ file: string; size: number; at: number }> = [];
      for (const dir of await readdir(cacheDir).catch(() => [] as string[])) {
        for (const name of await readdir(join(cacheDir, dir)).catch(() => [] as string[])) {
          if (name.endsWith('.tmp')) continue;
          const file = join(cacheDir, dir, name);
          const info = await stat(file).catch(() => null);
          if (info?.isFile()) found.push({ file, size: info.size, at: info.mtimeMs });
        }
      }
      found.sort((a, b) => a.at - b.at);
      for (const f of found) if (!files.has(f.file)) add(f.file, f.size);
    })());
  const add = (file: string, size: number) => {
    const old = files.get(file);
    if (old !== undefined) {
      files.delete(file);
      total -= old;
    }
    files.set(file, size);
    total += size;
  };
  const evict = async () => {
    for (const [file, size] of files) {
      if (total <= bound) break;
      files.delete(file);
      total -= size;
      await unlink(file).catch(() => {});
    }
  };
  return {
    /** A file was read: it is the most recently used now. */
    used(file: string, size: number) {
      add(file, size);
    },
    async written(file: string, size: number) {
      await seed();
      add(file, size);
      await evict();
    },
    usage: () => ({ files: files.size, bytes: total }),
  };
};

interface Remembered {
  image: RenderedImage;
  checkedAt: number;
}

/**
 * Resizes source images with sharp and keeps each result in a disk cache keyed by its ETag, and
 * the most asked ones in memory: a card image asked again within SOURCE_RECHECK_MS costs no file
 * read at all (DESIGN §7: cached images at >= 5,000 req/s; three file operations per request
 * allowed about a third of that). A source replaced by an import shows within that time.
 */
export const createImageService = (
  source: ImageSource,
  cacheDir: string,
  opts: {
    now?: () => number;
    memoryBytes?: number;
    diskBytes?: number;
    renderSlots?: number;
    renderQueue?: number;
    renderWaitMs?: number;
  } = {},
): ImageService => {
  boundSharp();
  const now = opts.now ?? Date.now;
  const slots = renderSlots(
    opts.renderSlots ?? RENDER_SLOTS,
    opts.renderQueue ?? RENDER_QUEUE,
    opts.renderWaitMs ?? RENDER_WAIT_MS,
  );
  // Renders under way by memory key: the same image asked again meanwhile waits for that one
  // rather than taking a slot of its own.
  const inFlight = new Map<string, Promise<RenderedImage | null>>();
  const disk = diskIndex(cacheDir, opts.diskBytes ?? DISK_CACHE_BYTES);
  const budget = opts.memoryBytes ?? MEMORY_CACHE_BYTES;
  // A Map keeps insertion order: deleting and re-setting on a hit makes it least-recently-used.
  const memory = new Map<string, Remembered>();
  let memoryBytes = 0;
  const remember = (key: string, image: RenderedImage) => {
    const old = memory.get(key);
    if (old) {
      memory.delete(key);
      memoryBytes -= old.image.body.length;
    }
    if (image.body.length > budget) return;
    memory.set(key, { image, checkedAt: now() });
    memoryBytes += image.body.length;
    for (const [k, v] of memory) {
      if (memoryBytes <= budget) break;
      memory.delete(k);
      memoryBytes -= v.image.body.length;
    }
  };
  let ready: Promise<unknown> | undefined;
  const render = async (asked: ResizeRequest): Promise<RenderedImage | null> => {
    const request = canonicalRequest(asked);
    const memoryKey = [
      request.path,
      request.format,
      request.fit,
      request.width,
      request.height,
    ].join('\u0000');
    const hit = memory.get(memoryKey);
    if (hit && now() - hit.checkedAt < SOURCE_RECHECK_MS) {
      memory.delete(memoryKey);
      memory.set(memoryKey, hit);
      return hit.image;
    }
    const running = inFlight.get(memoryKey);
    if (running) return running;
    const pending = renderFromDisk(request).then((image) => {
      if (image) remember(memoryKey, image);
      else {
        const old = memory.get(memoryKey);
        if (old) {
          memory.delete(memoryKey);
          memoryBytes -= old.image.body.length;
        }
      }
      return image;
    });
    inFlight.set(memoryKey, pending);
    try {
      return await pending;
    } finally {
      inFlight.delete(memoryKey);
    }
  };
  const renderFromDisk = async (request: CanonicalRequest): Promise<RenderedImage | null> => {
    const loaded = await source.load(request.path);
    if (!loaded) return null;
    const key = createHash('sha256')
      .update(
        [
          request.path,
          loaded.version,
          request.format,
          request.fit,
          request.width,
          request.height,
        ].join('\u0000'),
      )
      .digest('hex')
      .slice(0, 32);
    const etag = `"${key}"`;
    const contentType = CONTENT_TYPES[request.format];
    const file = join(cacheDir, key.slice(0, 2), `${key}.${request.format}`);
    try {
      const body = await readFile(file);
      disk.used(file, body.length);
      return { body, contentType, etag };
    } catch {
      // not cached yet (or evicted)
    }
    const body = await slots.run(() => {
      const pipeline = sharp(loaded.data, { density: 144, limitInputPixels: MAX_SOURCE_PIXELS })
        .resize(request.width, request.height, { fit: request.fit, background: '#ffffff' })
        .flatten({ background: '#ffffff' });
      return (
        request.format === 'webp'
          ? pipeline.webp({ quality: 80 })
          : pipeline.jpeg({ quality: 82, mozjpeg: true })
      ).toBuffer();
    });
    ready ??= mkdir(cacheDir, { recursive: true });
    await ready;
    await mkdir(join(cacheDir, key.slice(0, 2)), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    await disk.written(file, body.length);
    return { body, contentType, etag };
  };
  return { render, diskUsage: disk.usage, renders: slots.usage };
};
