import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
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
}

/** Resizes source images with sharp and keeps each result in a disk cache keyed by its ETag. */
export const createImageService = (source: ImageSource, cacheDir: string): ImageService => {
  let ready: Promise<unknown> | undefined;
  return {
    async render(request) {
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
        return { body: await readFile(file), contentType, etag };
      } catch {
        // not cached yet
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
      return { body, contentType, etag };
    },
  };
};
