import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { parsePriceGroupAndZone } from '@fierro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  BannersResponse,
  ErrorResponse,
  GeoChildrenResponse,
  HomeContentResponse,
  LocationInfoResponse,
  StoresResponse,
} from '../../contract';

// Geography, location and content routes over the seeded test database.
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = createApp({ db: tdb.pool, imageCacheDir: join(tmpdir(), 'commerce-geo-db-test') });
});
afterAll(() => tdb?.drop());

const get = async (url: string, status = 200) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(status);
  return res.json();
};
const one = async (sql: string, values: unknown[] = []) =>
  (await tdb.pool.query(sql, values)).rows[0];

describe('geography', () => {
  it("lists Chile's top level and walks down to a comuna", async () => {
    const top = GeoChildrenResponse.parse(await get('/geo/v1/socl/children'));
    const n = await one(
      `SELECT count(*)::int AS n FROM geo_areas WHERE country = 'CL' AND parent_id IS NULL`,
    );
    expect(top.items).toHaveLength(n.n);
    const parent = top.items.find((i) => i.hasChildren)!;
    const down = GeoChildrenResponse.parse(
      await get(`/geo/v1/socl/children?parentId=${parent.id}`),
    );
    expect(down.items.every((i) => i.parentId === parent.id)).toBe(true);
  });

  it('gives the price group and zone of a location served by a zone', async () => {
    const row = await one(
      `SELECT za.area_id, z.zone_id, z.price_group FROM zone_areas za
        JOIN zones z ON z.site_id = za.site_id AND z.zone_id = za.zone_id
        WHERE za.site_id = 'socl' ORDER BY za.area_id LIMIT 1`,
    );
    const info = LocationInfoResponse.parse(
      await get(`/geo/v1/socl/location?locationId=${row.area_id}`),
    );
    expect(info).toMatchObject({ zoneId: row.zone_id, priceGroup: row.price_group });
    expect(parsePriceGroupAndZone(info.code)).toEqual({
      priceGroup: row.price_group,
      zone: row.zone_id,
    });
    expect(info.path.at(-1)?.id).toBe(row.area_id);
  });

  it('looks up a Mexican zip code and suggests postcodes for a term', async () => {
    const zip = await one(
      `SELECT zip_code FROM zip_codes WHERE country = 'MX' ORDER BY zip_code LIMIT 1`,
    );
    const info = LocationInfoResponse.parse(await get(`/geo/v1/somx/zip/${zip.zip_code}`));
    expect(info.zipCode).toBe(zip.zip_code);
    const found = (await get(`/geo/v1/somx/postcodes?term=${zip.zip_code.slice(0, 3)}`)) as {
      items: Array<{ zipCode: string }>;
    };
    expect(found.items.map((i) => i.zipCode)).toContain(zip.zip_code);
  });

  it('finds a Brazilian CEP typed without its hyphen, and answers it as Brazil writes it', async () => {
    const zip = await one(
      `SELECT zip_code FROM zip_codes WHERE country = 'BR' ORDER BY zip_code LIMIT 1`,
    );
    expect(zip.zip_code).toMatch(/^\d{5}-\d{3}$/);
    const info = LocationInfoResponse.parse(
      await get(`/geo/v1/sobr/zip/${zip.zip_code.replace('-', '')}`),
    );
    expect(info.zipCode).toBe(zip.zip_code);
  });

  it('lists pickup stores nearest first', async () => {
    const row = await one(
      `SELECT area_id FROM facilities WHERE site_id = 'socl' AND kind = 'store' AND pickup_enabled
        AND area_id IS NOT NULL LIMIT 1`,
    );
    const body = StoresResponse.parse(await get(`/geo/v1/socl/stores?locationId=${row.area_id}`));
    const km = body.items.map((s) => s.distanceKm ?? Number.POSITIVE_INFINITY);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('lists every pickup store by name without a location', async () => {
    const body = StoresResponse.parse(await get('/geo/v1/socl/stores'));
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((s) => s.distanceKm === null)).toBe(true);
  });

  // LIKE read the term's % and _ as wildcards: '%%' or '__' listed every postcode.
  it.each([
    ['%%', 'somx'],
    ['__', 'somx'],
    ['%25', 'sobr'],
    ['0%', 'somx'],
    ['0_', 'somx'],
    ['\\%', 'somx'],
    ['a%', 'sobr'],
    ['%a%', 'sobr'],
    ['_a_', 'somx'],
  ])('a postcode term %j matches only itself (%s)', async (term, siteId) => {
    const found = (await get(`/geo/v1/${siteId}/postcodes?term=${encodeURIComponent(term)}`)) as {
      items: unknown[];
    };
    expect(found.items).toEqual([]);
  });

  it('lists every level in the order of the site language, not byte by byte', async () => {
    const collated = (locale: string, names: string[]) =>
      [...names].sort(new Intl.Collator(locale, { numeric: true }).compare);
    const walk = async (siteId: string, locale: string, parentId?: string): Promise<number> => {
      const url = `/geo/v1/${siteId}/children${parentId ? `?parentId=${parentId}` : ''}`;
      const { items } = GeoChildrenResponse.parse(await get(url));
      const names = items.map((i) => i.name);
      expect(names, url).toEqual(collated(locale, names));
      let lists = 1;
      for (const i of items.filter((n) => n.hasChildren).slice(0, 3)) {
        lists += await walk(siteId, locale, i.id);
      }
      return lists;
    };
    for (const [siteId, locale] of [
      ['socl', 'es-CL'],
      ['soar', 'es-AR'],
      ['souy', 'es-UY'],
      ['sope', 'es-PE'],
      ['soco', 'es-CO'],
    ] as const) {
      expect(await walk(siteId, locale)).toBeGreaterThan(1);
    }
    // The names the shoppers saw out of place: Ñuble among the N (Chile's regions), Córdoba
    // before Corrientes (Argentina), Río Negro before Rivera and Rocha (Uruguay).
    const top = async (siteId: string) =>
      GeoChildrenResponse.parse(await get(`/geo/v1/${siteId}/children`)).items.map((i) => i.name);
    const before = (names: string[], a: string, b: string) =>
      expect(names.indexOf(a), `${a} before ${b}`).toBeLessThan(names.indexOf(b));
    const cl = await top('socl');
    if (cl.includes('Ñuble')) expect(cl.at(-1)).not.toBe('Ñuble');
    const ar = await top('soar');
    before(ar, 'Córdoba', 'Corrientes');
    const uy = await top('souy');
    before(uy, 'Río Negro', 'Rivera');
    before(uy, 'Río Negro', 'Rocha');
  });

  it('lists pickup stores by name as the site language sorts them, nearest first with a location', async () => {
    // A store named with an accent and an Ñ: byte order put them after every other.
    await tdb.pool.query(
      `UPDATE facilities SET name = CASE facility_id
          WHEN (SELECT min(facility_id) FROM facilities WHERE site_id = 'socl' AND kind = 'store' AND pickup_enabled)
            THEN 'Fierro Ñuñoa' ELSE name END
        WHERE site_id = 'socl'`,
    );
    const body = StoresResponse.parse(await get('/geo/v1/socl/stores'));
    const names = body.items.map((s) => s.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es-CL', { numeric: true }).compare));
    expect(names.at(-1)).not.toBe('Fierro Ñuñoa');
  });

  it.each([
    ['parentId', '/geo/v1/socl/children?parentId=XX-0', 404],
    ['locationId', '/geo/v1/socl/location?locationId=XX-0', 404],
    ['zipCode', '/geo/v1/somx/zip/00000-000', 404],
    ['zipCode', '/geo/v1/socl/zip/06000', 404],
    ['locationId', '/geo/v1/socl/stores?locationId=XX-0', 404],
  ])('unknown %s is a 404 naming it (%s)', async (field, url, status) => {
    const body = ErrorResponse.parse(await get(url, status));
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});

describe('content', () => {
  it('gives home entries per audience in order, as seeded', async () => {
    for (const audience of ['guest', 'business'] as const) {
      const body = HomeContentResponse.parse(
        await get(`/content/v1/socl/home?audience=${audience}`),
      );
      const n = await one(
        `SELECT count(*)::int AS n FROM content_entries WHERE site_id = 'socl' AND audience = $1
          AND placement = 'home_banner' AND (valid_from IS NULL OR valid_from <= now())
          AND (valid_to IS NULL OR now() < valid_to)`,
        [audience],
      );
      expect(body.banners).toHaveLength(n.n);
      const orders = body.banners.map((b) => b.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('gives the no-result banners', async () => {
    BannersResponse.parse(await get('/content/v1/socl/banners/no-result'));
  });
});
