import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { TENANTS } from '@fierro/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { ContentPageResponse, HomeContentResponse } from '../../contract';

// Home content per audience over the seeded database: each answer holds exactly the entries of
// its audience (guest or business) that are valid now, in order.
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = createApp({ db: tdb.pool, imageCacheDir: join(tmpdir(), 'commerce-content-db-test') });
  // One entry only business shoppers see, one guest entry that expired yesterday.
  await tdb.pool.query(
    `INSERT INTO content_entries (id, site_id, audience, placement, sort_order, desktop_image,
       mobile_image, link, alt_text, cta_type, valid_from, valid_to) VALUES
     ('t-b2b', 'socl', 'business', 'brand', 99, 'd/b2b', 'm/b2b', '/empresas/solo', 'Solo empresas', 'external', NULL, NULL),
     ('t-old', 'socl', 'guest', 'home_banner', 0, 'd/old', 'm/old', '/vencido', 'Vencido', NULL,
       now() - interval '10 days', now() - interval '1 day')`,
  );
});
afterAll(() => tdb?.drop());

const home = async (audience: string) => {
  const res = await app.request(`/content/v1/socl/home?audience=${audience}`);
  expect(res.status).toBe(200);
  return HomeContentResponse.parse(await res.json());
};
const links = (r: HomeContentResponse) =>
  [...r.banners, ...r.showcases, ...r.brands].map((e) => e.link).sort();
const stored = async (audience: string) =>
  (
    await tdb.pool.query<{ link: string }>(
      `SELECT link FROM content_entries WHERE site_id = 'socl' AND audience = $1
         AND (valid_from IS NULL OR valid_from <= now()) AND (valid_to IS NULL OR now() < valid_to)`,
      [audience],
    )
  ).rows
    .map((r) => r.link)
    .sort();

describe('home content per audience', () => {
  it('guests get the guest entries valid now and none of the business ones', async () => {
    const guest = await home('guest');
    expect(guest.audience).toBe('guest');
    expect(guest.banners.length + guest.showcases.length + guest.brands.length).toBeGreaterThan(0);
    expect(links(guest)).toEqual(await stored('guest'));
    expect(links(guest)).not.toContain('/empresas/solo');
    expect(links(guest)).not.toContain('/vencido');
  });

  it('business shoppers get the business entries, including their own brand entry', async () => {
    const business = await home('business');
    expect(business.audience).toBe('business');
    expect(links(business)).toEqual(await stored('business'));
    expect(business.brands.find((b) => b.link === '/empresas/solo')).toMatchObject({
      ctaType: 'external',
      order: 99,
    });
  });

  it('no audience means guest; entries come in their order', async () => {
    const res = await app.request('/content/v1/socl/home');
    const plain = HomeContentResponse.parse(await res.json());
    expect(plain.audience).toBe('guest');
    expect(links(plain)).toEqual(links(await home('guest')));
    for (const list of [plain.banners, plain.showcases, plain.brands]) {
      const orders = list.map((e) => e.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });
});

/** The registry's content links of a site, as `slug` of `/{site}/{section}/{slug}/`. */
const pageLinks = (t: (typeof TENANTS)[number]) =>
  Object.entries(t.links)
    .filter(([key]) => key !== 'calculationGuide' && key !== 'cookiePolicy')
    .map(([key, href]) => ({ key, href, slug: href.split('/')[3]!, section: href.split('/')[2] }));

describe('content pages over the seeded database', () => {
  it.each(TENANTS.map((t) => [t.code, t] as const))(
    '%s: every page its registry links to, in its language',
    async (_, t) => {
      for (const link of pageLinks(t)) {
        const res = await app.request(`/content/v1/${t.siteId}/pages/${link.slug}`);
        expect(res.status, link.href).toBe(200);
        const page = ContentPageResponse.parse(await res.json());
        expect(page.section).toBe(link.section);
        expect(page.title.length).toBeGreaterThan(3);
        if (t.lang === 'pr') expect(JSON.stringify(page)).not.toMatch(/\btienda/);
        else expect(JSON.stringify(page)).not.toMatch(/\bloja/);
      }
    },
  );

  it('the stores page lists every store with its region, hours, services and map', async () => {
    const t = TENANTS.find((x) => x.code === 'cl')!;
    const slug = t.links.stores.split('/')[3]!;
    const page = ContentPageResponse.parse(
      await (await app.request(`/content/v1/socl/pages/${slug}`)).json(),
    );
    const { rows } = await tdb.pool.query<{ id: string }>(
      `SELECT facility_id AS id FROM facilities WHERE site_id = 'socl' AND kind = 'store'`,
    );
    expect(page.stores.map((s) => s.id).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const store of page.stores) {
      expect(store.region, store.id).toBeTruthy();
      expect(store.openingHours.map((h) => h.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(store.services).toContain('pickupInStore');
      expect(store.mapImage).toBe(`socl/stores/${store.id}-map`);
    }
    const regions = page.stores.map((s) => s.region ?? '');
    expect(regions).toEqual([...regions].sort((a, b) => a.localeCompare(b)));
    // Other pages carry no stores.
    const faq = ContentPageResponse.parse(
      await (await app.request(`/content/v1/socl/pages/${t.links.faq.split('/')[3]}`)).json(),
    );
    expect(faq.stores).toEqual([]);
  });

  it('serves the m² guide PDF and a video by ranges, as stored', async () => {
    const pdf = await app.request('/content/v1/sobr/files/guia-de-calculo-m2.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const { rows } = await tdb.pool.query<{ body: Buffer }>(
      `SELECT body FROM content_files WHERE site_id = 'socl' AND name = 'video-medir.mp4'`,
    );
    const body = rows[0]!.body;
    const head = await app.request('/content/v1/socl/files/video-medir.mp4', {
      headers: { Range: 'bytes=0-99' },
    });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await head.arrayBuffer())).toEqual(body.subarray(0, 100));
    const tail = await app.request('/content/v1/socl/files/video-medir.mp4', {
      headers: { Range: `bytes=100-` },
    });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(body.subarray(100));
    const vtt = await app.request('/content/v1/socl/files/video-medir.vtt');
    expect(await vtt.text()).toMatch(/^WEBVTT/);
    expect((await app.request('/content/v1/socl/files/video-ferramentas.mp4')).status).toBe(404);
  });

  it('documents the page and file routes in /openapi.json', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/content/v1/{siteId}/pages/{slug}',
        '/content/v1/{siteId}/files/{name}',
      ]),
    );
  });
});
