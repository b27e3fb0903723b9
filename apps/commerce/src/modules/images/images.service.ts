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
  render(request: ResizeRequest): Promise<RenderedImage | null>;
  /** The disk cache's files and bytes, as this process knows them. */
  diskUsage(): { files: number; bytes: number };
}

/** How long a rendered image is served from memory before its source is looked at again. */
export const SOURCE_RECHECK_MS = 60_000;
/** Bytes of rendered images kept in memory (least recently used go first). */
export const MEMORY_CACHE_BYTES = 64 * 1024 * 1024;
/** Bytes of rendered images kept on disk (IMAGE_CACHE_MB; least recently used go first). */
export const DISK_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * What is rendered for a request (issue 20): the nearest size the storefront uses
 * (`@fierro/domain` ALLOWED_IMAGE_SIZES), `jpeg` as `jpg`. Any other width and height once made a
 * render and a file of their own; now a source has at most sizes x formats x fits renders.
 */
export function canonicalRequest(request: ResizeRequest): ResizeRequest {
  const [width, height] = nearestImageSize(request.width, request.height);
  return { ...request, width, height, format: request.format === 'jpeg' ? 'jpg' : request.format };
}

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
  opts: { now?: () => number; memoryBytes?: number; diskBytes?: number } = {},
): ImageService => {
  const now = opts.now ?? Date.now;
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
    const image = await renderFromDisk(request);
    if (image) remember(memoryKey, image);
    else if (hit) {
      memory.delete(memoryKey);
      memoryBytes -= hit.image.body.length;
    }
    return image;
  };
  const renderFromDisk = async (request: ResizeRequest): Promise<RenderedImage | null> => {
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
    let pipeline = sharp(loaded.data, { density: 144, limitInputPixels: 50_000_000 })
      .resize(request.width, request.height, { fit: request.fit, background: '#ffffff' })
      .flatten({ background: '#ffffff' });
    pipeline =
      request.format === 'png'
        ? pipeline.png()
        : request.format === 'webp'
          ? pipeline.webp({ quality: 80 })
          : request.format === 'avif'
            ? pipeline.avif({ quality: 55, effort: 2 })
            : pipeline.jpeg({ quality: 82, mozjpeg: true });
    const body = await pipeline.toBuffer();
    ready ??= mkdir(cacheDir, { recursive: true });
    await ready;
    await mkdir(join(cacheDir, key.slice(0, 2)), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
    await disk.written(file, body.length);
    return { body, contentType, etag };
  };
  return { render, diskUsage: disk.usage };
};
