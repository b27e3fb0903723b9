import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { HomeContentResponse } from '../../contract';

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
