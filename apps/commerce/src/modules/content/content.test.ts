import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  BannersResponse,
  type ContentEntry,
  ContentPageResponse,
  ErrorResponse,
  HomeContentResponse,
  SmartBannerResponse,
  type StoreEntry,
} from '../../contract';
import { byteRange, type ContentRepo } from './content.service';

const entry = (order: number, who: string): ContentEntry => ({
  order,
  desktopImage: `home/${who}-${order}-d`,
  mobileImage: `home/${who}-${order}-m`,
  link: `/fierro-cl/${who}/${order}`,
  altText: `Banner ${order}`,
});

// In-memory test double of the storage port.
const repo: ContentRepo = {
  home: async (_site, audience) => ({
    banners: [entry(2, audience), entry(1, audience)],
    showcases: [entry(1, audience)],
    brands: audience === 'business' ? [{ ...entry(1, 'b2b'), ctaType: 'external' }] : [],
  }),
  banners: async (_site, placement) => [
    { id: `${placement}-1`, text: 'Despacho gratis sobre $50.000', link: null, image: null },
  ],
  smartBanner: async (_site, id) =>
    id === 'sb1'
      ? {
          id,
          title: 'Pinturas',
          text: 'Descarga la app',
          buttonLabel: 'Ver',
          iconImage: 'app/icono',
          androidUrl: null,
          iosUrl: null,
          rating: '4,7',
        }
      : null,
  page: async (siteId, slug) =>
    slug === 'tiendas' || slug === 'garantia'
      ? {
          siteId,
          slug,
          section: 'content',
          kind: slug === 'tiendas' ? 'stores' : 'guarantee',
          title: slug === 'tiendas' ? 'Nuestras tiendas' : 'Garantías y cambios',
          summary: 'Resumen',
          blocks:
            slug === 'tiendas'
              ? [{ type: 'paragraph', text: 'Encuentra tu tienda.' }, { type: 'stores' }]
              : [{ type: 'heading', text: 'Garantía legal', id: 'legal' }],
          updatedAt: '2026-11-23T12:00:00.000Z',
        }
      : null,
  stores: async () => [STORE],
  file: async (_site, name) =>
    name === 'guia.pdf'
      ? {
          name,
          mediaType: 'application/pdf',
          body: FILE,
          sha256: 'abc123',
          updatedAt: new Date('2026-11-23T12:00:00Z'),
        }
      : null,
};
const STORE: StoreEntry = {
  id: '1001',
  name: 'Fierro Santiago',
  address: 'Avenida Providencia 1234, Santiago',
  city: 'Santiago',
  region: 'Metropolitana',
  phone: null,
  latitude: -33.4,
  longitude: -70.6,
  openingHours: [{ day: 1, opens: '08:00', closes: '21:00' }],
  services: ['pickupInStore'],
  mapImage: 'socl/stores/1001-map',
};
const FILE = Buffer.from('%PDF-1.7 a small file');
const app = createApp({
  imageCacheDir: join(tmpdir(), 'commerce-content-test'),
  repos: { content: repo },
});

describe('content routes', () => {
  it('gives the home entries of each audience in order', async () => {
    const guest = HomeContentResponse.parse(
      await (await app.request('/content/v1/socl/home')).json(),
    );
    expect(guest.audience).toBe('guest');
    expect(guest.banners.map((b) => b.order)).toEqual([1, 2]);
    expect(guest.brands).toEqual([]);
    const business = HomeContentResponse.parse(
      await (await app.request('/content/v1/socl/home?audience=business')).json(),
    );
    expect(business.brands[0]?.ctaType).toBe('external');
  });

  it.each(['header', 'content', 'no-result'])('gives the %s banners', async (placement) => {
    const res = await app.request(`/content/v1/socl/banners/${placement}`);
    const body = BannersResponse.parse(await res.json());
    expect(body.placement).toBe(placement);
    expect(body.banners).toHaveLength(1);
  });

  it('gives a smart banner by id', async () => {
    const res = await app.request('/search/v1/socl/smart-banner/sb1');
    expect(SmartBannerResponse.parse(await res.json()).title).toBe('Pinturas');
  });

  it('gives a content page; the stores page carries the stores, others none', async () => {
    const stores = ContentPageResponse.parse(
      await (await app.request('/content/v1/socl/pages/tiendas')).json(),
    );
    expect(stores.kind).toBe('stores');
    expect(stores.stores).toEqual([STORE]);
    const guarantee = ContentPageResponse.parse(
      await (await app.request('/content/v1/socl/pages/garantia')).json(),
    );
    expect(guarantee.stores).toEqual([]);
    expect(guarantee.blocks[0]).toEqual({ type: 'heading', text: 'Garantía legal', id: 'legal' });
  });

  it('serves a file with its type, ETag and cache headers, 304 on a matching ETag', async () => {
    const res = await app.request('/content/v1/socl/files/guia.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('etag')).toBe('"abc123"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(FILE);
    const again = await app.request('/content/v1/socl/files/guia.pdf', {
      headers: { 'If-None-Match': '"abc123"' },
    });
    expect(again.status).toBe(304);
  });

  it('serves byte ranges (media players seek with them), 416 outside the file', async () => {
    const part = await app.request('/content/v1/socl/files/guia.pdf', {
      headers: { Range: 'bytes=1-4' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-4/${FILE.length}`);
    expect(await part.text()).toBe('PDF-');
    const stale = await app.request('/content/v1/socl/files/guia.pdf', {
      headers: { Range: 'bytes=1-4', 'If-Range': '"old"' },
    });
    expect(stale.status).toBe(200);
    const outside = await app.request('/content/v1/socl/files/guia.pdf', {
      headers: { Range: 'bytes=500-' },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${FILE.length}`);
  });

  it.each([
    ['bytes=0-', 10, { start: 0, end: 9 }],
    ['bytes=2-5', 10, { start: 2, end: 5 }],
    ['bytes=8-20', 10, { start: 8, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=5-2', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=0-1,4-5', 10, null],
    ['items=0-1', 10, null],
    [undefined, 10, null],
  ] as const)('reads the range %s of %i bytes', (header, size, want) => {
    expect(byteRange(header, size)).toEqual(want);
  });

  it.each([
    ['siteId', '/content/v1/nosuch/home', 404],
    ['slug', '/content/v1/socl/pages/no-existe', 404],
    ['slug', '/content/v1/socl/pages/Mal%20Slug', 400],
    ['name', '/content/v1/socl/files/otro.pdf', 404],
    ['name', '/content/v1/socl/files/guia.exe', 400],
    ['name', '/content/v1/socl/files/..%2Fsecreto.pdf', 400],
    ['audience', '/content/v1/socl/home?audience=admin', 400],
    ['placement', '/content/v1/socl/banners/footer', 400],
    ['smartBannerId', '/search/v1/socl/smart-banner/sb2', 404],
    ['smartBannerId', '/search/v1/socl/smart-banner/a%20b', 400],
  ])('names %s in the error (%s)', async (field, url, status) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(await res.json());
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});
