import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  GeoChildrenResponse,
  GeoLevelsResponse,
  LocationInfoResponse,
  PostcodeSearchResponse,
  QueryFields,
  readResponses,
  StoresResponse,
  TextField,
} from '../../contract';
import { notFound } from '../../lib/errors';
import { say, type Text } from '../../lib/local-words';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import {
  type GeoRepo,
  geoChildren,
  geoLevels,
  POSTCODE_LIMIT,
  STORES_LIMIT,
  toLocationInfo,
  zipCodeEnabledOf,
} from './geo.service';

/** What the geography routes answer a shopper, in the site's language (Brazil says CEP). */
const UNKNOWN_LOCATION: Text = ['Ubicación desconocida: {id}', 'Localização desconhecida: {id}'];
const UNKNOWN_ZIP: Text = ['Código postal desconocido: {zip}', 'CEP desconhecido: {zip}'];
const NO_ZIP_SEARCH: Text = [
  'Este sitio no busca ubicaciones por código postal',
  'Este site não busca localizações por CEP',
];

/** Spec §5: zip code is digits and hyphens only (a 400 names the field for people). */
export const ZipCode = z.string().regex(/^[\d-]{3,10}$/, 'zipCode: solo dígitos y guiones');

const get = <P extends string>(path: P, request: object, schema: z.ZodType, what: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['geo'],
    request: request as never,
    responses: readResponses(schema, what),
  });

const routes = {
  levels: get('/geo/v1/{siteId}/levels', { params: SiteIdParam }, GeoLevelsResponse, 'Levels'),
  children: get(
    '/geo/v1/{siteId}/children',
    { params: SiteIdParam, query: z.object({ parentId: QueryFields.locationId.optional() }) },
    GeoChildrenResponse,
    'Locations under a parent (top level without one)',
  ),
  location: get(
    '/geo/v1/{siteId}/location',
    { params: SiteIdParam, query: z.object({ locationId: QueryFields.locationId }) },
    LocationInfoResponse,
    'Price group and zone of a chosen location',
  ),
  zip: get(
    '/geo/v1/{siteId}/zip/{zipCode}',
    { params: SiteIdParam.extend({ zipCode: ZipCode }) },
    LocationInfoResponse,
    'Location, price group and zone of a zip code',
  ),
  postcodes: get(
    '/geo/v1/{siteId}/postcodes',
    {
      params: SiteIdParam,
      query: z.object({
        term: TextField('term', 40).min(2, 'term: al menos 2 caracteres'),
      }),
    },
    PostcodeSearchResponse,
    'Postcodes matching a search term',
  ),
  stores: get(
    '/geo/v1/{siteId}/stores',
    { params: SiteIdParam, query: z.object({ locationId: QueryFields.locationId.optional() }) },
    StoresResponse,
    'Pickup stores nearest a location, or by name without one',
  ),
};

const input = (c: { req: { valid: (t: never) => unknown } }) => ({
  params: c.req.valid('param' as never) as Record<string, string> & { siteId: string },
  query: (c.req.valid('query' as never) ?? {}) as Record<string, string | undefined>,
});

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerGeoRoutes = (app: OpenAPIHono<any>, deps: { repo: GeoRepo }): void => {
  const { repo } = deps;
  // biome-ignore lint/suspicious/noExplicitAny: the handlers read their validated input by name
  const on = (route: ReturnType<typeof get>, h: (c: any) => Promise<Response>) =>
    // biome-ignore lint/suspicious/noExplicitAny: see above
    app.openapi(route, h as any);

  on(routes.levels, async (c) => {
    const { params } = input(c);
    return c.json(geoLevels(requireTenant(params.siteId)), 200);
  });
  on(routes.children, async (c) => {
    const { params, query } = input(c);
    const tenant = requireTenant(params.siteId);
    const found = await geoChildren(repo, tenant, query.parentId ?? null);
    if (!found)
      throw notFound(say(UNKNOWN_LOCATION, tenant, { id: query.parentId ?? '' }), 'parentId');
    return c.json(found, 200);
  });
  on(routes.location, async (c) => {
    const { params, query } = input(c);
    const tenant = requireTenant(params.siteId);
    const loc = await repo.location(params.siteId, query.locationId!);
    if (!loc) {
      throw notFound(say(UNKNOWN_LOCATION, tenant, { id: query.locationId ?? '' }), 'locationId');
    }
    return c.json(toLocationInfo(loc), 200);
  });
  on(routes.zip, async (c) => {
    const { params } = input(c);
    const tenant = requireTenant(params.siteId);
    if (!zipCodeEnabledOf(tenant)) throw notFound(say(NO_ZIP_SEARCH, tenant), 'zipCode');
    const loc = await repo.byZip(params.siteId, params.zipCode!);
    if (!loc) throw notFound(say(UNKNOWN_ZIP, tenant, { zip: params.zipCode! }), 'zipCode');
    return c.json(toLocationInfo(loc), 200);
  });
  on(routes.postcodes, async (c) => {
    const { params, query } = input(c);
    requireTenant(params.siteId);
    const term = query.term!.trim();
    return c.json({ term, items: await repo.postcodes(params.siteId, term, POSTCODE_LIMIT) }, 200);
  });
  on(routes.stores, async (c) => {
    const { params, query } = input(c);
    const tenant = requireTenant(params.siteId);
    const items = await repo.stores(params.siteId, query.locationId ?? null, STORES_LIMIT);
    if (!items) {
      throw notFound(say(UNKNOWN_LOCATION, tenant, { id: query.locationId ?? '' }), 'locationId');
    }
    return c.json({ items }, 200);
  });
};
