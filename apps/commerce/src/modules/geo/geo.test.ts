import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePriceGroupAndZone, priceGroupZoneCode } from '@fierro/domain';
import { getTenantBySiteId } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  ErrorResponse,
  GeoChildrenResponse,
  GeoLevelsResponse,
  type GeoNode,
  LocationInfoResponse,
  StoresResponse,
} from '../../contract';
import { byPlaceName, type GeoRepo, type StoredLocation, toLocationInfo } from './geo.service';

const region: GeoNode = {
  id: 'r13',
  name: 'Metropolitana',
  level: 'state',
  parentId: null,
  hasChildren: true,
};
const comuna: GeoNode = {
  id: 'c13101',
  name: 'Santiago',
  level: 'city',
  parentId: 'r13',
  hasChildren: false,
};
const santiago: StoredLocation = {
  locationId: 'c13101',
  priceGroup: '96',
  zoneId: '1300',
  path: [region, comuna],
  zipCode: null,
};
const cdmx: StoredLocation = { ...santiago, locationId: 'mx-06000', zipCode: '06000' };

// In-memory test double of the storage port.
const repo: GeoRepo = {
  children: async (_s, parentId) =>
    parentId === null ? [region] : parentId === 'r13' ? [comuna] : null,
  location: async (_s, id) => (id === santiago.locationId ? santiago : null),
  byZip: async (_s, zip) => (zip === '06000' ? cdmx : null),
  postcodes: async (_s, term) =>
    '06000'.startsWith(term)
      ? [{ zipCode: '06000', label: 'Centro, CDMX', locationId: 'mx-06000' }]
      : [],
  stores: async (_s, id, limit) =>
    id === santiago.locationId || id === null
      ? [
          {
            id: 's1',
            name: 'Fierro Santiago Centro',
            address: 'Av. Matta 123',
            locationId: santiago.locationId,
            latitude: -33.45,
            longitude: -70.65,
            distanceKm: 1.2,
            openingHours: null,
          },
        ].slice(0, limit)
      : null,
};
const app = createApp({ imageCacheDir: join(tmpdir(), 'commerce-geo-test'), repos: { geo: repo } });
const json = async (url: string) => (await app.request(url)).json();

describe('location code (spec §3)', () => {
  it("is @fierro/domain's price-group/zone code, which splits again into both parts", () => {
    const loc: StoredLocation = {
      locationId: 'a1',
      priceGroup: '96',
      zoneId: '1300',
      path: [],
      zipCode: null,
    };
    const { code } = toLocationInfo(loc);
    expect(code).toBe(priceGroupZoneCode('96', '1300'));
    expect(code).toBe('96130024');
    expect(parsePriceGroupAndZone(code)).toEqual({ priceGroup: '96', zone: '1300' });
  });
  it('pads short parts to the 6-character minimum like the domain rule', () => {
    const loc: StoredLocation = {
      locationId: 'a1',
      priceGroup: '9',
      zoneId: '1',
      path: [],
      zipCode: null,
    };
    expect(toLocationInfo(loc).code).toBe(priceGroupZoneCode('9', '1'));
    expect(parsePriceGroupAndZone(toLocationInfo(loc).code)).toEqual({
      priceGroup: '9',
      zone: '1',
    });
  });
});

describe('geo routes', () => {
  it("gives the registry's selector levels, and none on a zip-code site", async () => {
    const cl = GeoLevelsResponse.parse(await json('/geo/v1/socl/levels'));
    const tenant = getTenantBySiteId('socl')!;
    expect(cl.zipCodeEnabled).toBe(false);
    expect(cl.levels.map((l) => l.key)).toEqual(
      tenant.locationSelector.kind === 'levels'
        ? tenant.locationSelector.levels.map((l) => l.level)
        : [],
    );
    expect(cl.levels.length).toBeGreaterThan(0);
    const mx = GeoLevelsResponse.parse(await json('/geo/v1/somx/levels'));
    expect(mx.zipCodeEnabled).toBe(true);
  });

  it('walks the tree from the top level down', async () => {
    const top = GeoChildrenResponse.parse(await json('/geo/v1/socl/children'));
    expect(top.items).toEqual([region]);
    const down = GeoChildrenResponse.parse(await json('/geo/v1/socl/children?parentId=r13'));
    expect(down.items).toEqual([comuna]);
  });

  it('gives the price group and zone of a chosen location', async () => {
    const info = LocationInfoResponse.parse(await json('/geo/v1/socl/location?locationId=c13101'));
    expect(info).toMatchObject({ priceGroup: '96', zoneId: '1300', code: '96130024' });
    expect(info.path.map((n) => n.id)).toEqual(['r13', 'c13101']);
  });

  it('looks a zip code up on a zip-code site only', async () => {
    const info = LocationInfoResponse.parse(await json('/geo/v1/somx/zip/06000'));
    expect(info.zipCode).toBe('06000');
    const cl = await app.request('/geo/v1/socl/zip/06000');
    expect(cl.status).toBe(404);
  });

  it('lists pickup stores without a location (the store selector before one is chosen)', async () => {
    const body = StoresResponse.parse(await json('/geo/v1/socl/stores'));
    expect(body.items[0]?.name).toBe('Fierro Santiago Centro');
  });

  it('lists pickup stores near a location', async () => {
    const body = StoresResponse.parse(await json('/geo/v1/socl/stores?locationId=c13101'));
    expect(body.items[0]?.name).toBe('Fierro Santiago Centro');
  });

  it.each([
    ['siteId', '/geo/v1/nosuch/levels', 404],
    ['parentId', '/geo/v1/socl/children?parentId=r99', 404],
    ['parentId', '/geo/v1/socl/children?parentId=a%20b', 400],
    ['locationId', '/geo/v1/socl/location', 400],
    ['locationId', '/geo/v1/socl/location?locationId=nope', 404],
    ['zipCode', '/geo/v1/somx/zip/06A00', 400],
    ['zipCode', '/geo/v1/somx/zip/99999', 404],
    ['term', '/geo/v1/somx/postcodes?term=0', 400],
    ['locationId', '/geo/v1/socl/stores?locationId=nope', 404],
  ])('names %s in the error (%s)', async (field, url, status) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(await res.json());
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});

// What a reviewer read on Brazil: Spanish, or a raw field name. Each refusal in the site's
// language, with Brazil's CEP, the field's path only in `field`.
describe("geo refusals in the site's language and words", () => {
  it.each([
    ['sobr', '/geo/v1/sobr/zip/99999-999', 404, 'zipCode', 'CEP desconhecido: 99999-999'],
    ['somx', '/geo/v1/somx/zip/99999', 404, 'zipCode', 'Código postal desconocido: 99999'],
    ['sobr', '/geo/v1/sobr/zip/9a', 400, 'zipCode', 'CEP: só dígitos e hífens'],
    ['somx', '/geo/v1/somx/zip/9a', 400, 'zipCode', 'Código postal: solo dígitos y guiones'],
    [
      'sobr',
      '/geo/v1/sobr/children?parentId=zzz',
      404,
      'parentId',
      'Localização desconhecida: zzz',
    ],
    ['socl', '/geo/v1/socl/children?parentId=zzz', 404, 'parentId', 'Ubicación desconocida: zzz'],
    [
      'dicico',
      '/geo/v1/dicico/location?locationId=zzz',
      404,
      'locationId',
      'Localização desconhecida: zzz',
    ],
    [
      'sobr',
      '/geo/v1/sobr/stores?locationId=zzz',
      404,
      'locationId',
      'Localização desconhecida: zzz',
    ],
    [
      'socl',
      '/geo/v1/socl/zip/06000',
      404,
      'zipCode',
      'Este sitio no busca ubicaciones por código postal',
    ],
    ['sobr', '/geo/v1/sobr/postcodes?term=0', 400, 'term', 'Busca: pelo menos 2 caracteres'],
    ['socl', '/geo/v1/socl/children?parentId=a%20b', 400, 'parentId', 'Ubicación inválida'],
  ])('%s: %s answers %i, %s: %j', async (site, url, status, field, message) => {
    const res = await app.request(url, { headers: { 'tenant-b2b': site } });
    expect(res.status).toBe(status);
    expect(ErrorResponse.parse(await res.json()).errors).toEqual([
      { code: status === 404 ? 'NOT_FOUND' : 'INVALID_PARAMETER', message, field },
    ]);
  });
});

describe('places are listed as people of the site sort them, not byte by byte', () => {
  // The names as the database gives them (its C order: accented and Ñ names last).
  const node = (name: string): GeoNode => ({
    id: name,
    name,
    level: 'city',
    parentId: null,
    hasChildren: false,
  });
  it.each([
    [
      'socl',
      ['Macul', 'Maipú', 'Nogales', 'Ovalle', 'Ñuble', 'Ñuñoa'],
      ['Macul', 'Maipú', 'Nogales', 'Ñuble', 'Ñuñoa', 'Ovalle'],
    ],
    [
      'soar',
      ['Chaco', 'Corrientes', 'Córdoba', 'Entre Ríos', 'Tucumán'],
      ['Chaco', 'Córdoba', 'Corrientes', 'Entre Ríos', 'Tucumán'],
    ],
    [
      'souy',
      ['Paysandú', 'Rivera', 'Rocha', 'Río Negro', 'Salto'],
      ['Paysandú', 'Río Negro', 'Rivera', 'Rocha', 'Salto'],
    ],
    [
      'sope',
      ['Ancón', 'Ate', 'Barranco', 'Breña', 'Bellavista', 'Ñaña', 'Lurín'],
      ['Ancón', 'Ate', 'Barranco', 'Bellavista', 'Breña', 'Lurín', 'Ñaña'],
    ],
    [
      'soco',
      ['Zona 10', 'Zona 2', 'Ábrego', 'Zipaquirá'],
      ['Ábrego', 'Zipaquirá', 'Zona 2', 'Zona 10'],
    ],
  ])('%s', async (siteId, stored, listed) => {
    const sorting: GeoRepo = { ...repo, children: async () => stored.map(node) };
    const sorted = createApp({
      imageCacheDir: join(tmpdir(), 'commerce-geo-test'),
      repos: { geo: sorting },
    });
    const body = GeoChildrenResponse.parse(
      await (await sorted.request(`/geo/v1/${siteId}/children`)).json(),
    );
    expect(body.items.map((i) => i.name)).toEqual(listed);
    const tenant = getTenantBySiteId(siteId)!;
    expect(
      stored
        .map(node)
        .sort(byPlaceName(tenant.locale))
        .map((n) => n.name),
    ).toEqual(listed);
  });
});
