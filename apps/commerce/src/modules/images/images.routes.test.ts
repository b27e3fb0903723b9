import { OpenAPIHono } from '@hono/zod-openapi';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerImageRoutes } from './images.routes';
import { type ImageService, ImagesBusyError, type ResizeRequest } from './images.service';

const png = sharp({
  create: { width: 4, height: 4, channels: 3, background: '#ff0000' },
})
  .png()
  .toBuffer();

/** An image service that answers a fixed picture, or is busy, recording what it was asked. */
const fakeService = (busy: boolean) => {
  const asked: ResizeRequest[] = [];
  const images: ImageService = {
    async render(request) {
      asked.push(request);
      if (busy) throw new ImagesBusyError();
      return { body: await png, contentType: 'image/png', etag: '"x"' };
    },
    diskUsage: () => ({ files: 0, bytes: 0 }),
    renders: () => ({ running: 0, waiting: 0 }),
  };
  const app = new OpenAPIHono();
  registerImageRoutes(app, images);
  return { app, asked };
};

describe('image routes when renders are busy', () => {
  it.each([
    '/images/producto-1?f=avif&fit=fill&w=1440&h=1440',
    '/images/socl/10000002/c8c9c7-3?w=1440&h=1440&f=avif&fit=fill',
    '/images/socl/10000002/c8c9c7-3/thumbnail',
  ])('answers 503 with Retry-After, never cached (%s)', async (url) => {
    const { app } = fakeService(true);
    const res = await app.request(url);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { errors: Array<{ code: string; message: string }> };
    expect(body.errors[0]?.code).toBe('BUSY');
    expect(body.errors[0]?.message).toMatch(/intenta de nuevo/);
  });

  it('still accepts every documented f and fit (the service picks what is rendered)', async () => {
    const { app, asked } = fakeService(false);
    for (const f of ['jpg', 'jpeg', 'png', 'webp', 'avif']) {
      for (const fit of ['cover', 'contain', 'fill', 'inside', 'outside']) {
        expect((await app.request(`/images/socl/1/2?f=${f}&fit=${fit}&w=240&h=240`)).status).toBe(
          200,
        );
      }
    }
    expect(asked).toHaveLength(25);
  });
});
