import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  BannersResponse,
  type ContentEntry,
  ErrorResponse,
  HomeContentResponse,
  SmartBannerResponse,
} from '../../contract';
import type { ContentRepo } from './content.service';

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
};
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

  it.each([
    ['siteId', '/content/v1/nosuch/home', 404],
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
