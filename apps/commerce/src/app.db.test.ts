import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anchorSkuId, productIdOf } from '@fierro/db/seed/anchors';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { ErrorResponse } from './contract';
import {
  createPgIdentityStore,
  DEMO_PASSWORD,
  loginPolicyOf,
  seedDemoAccounts,
} from './modules/identity';

// Thousands of random requests at every mounted route of a database-backed app (identity and
// cart included): only 2xx/3xx/4xx answers, 4xx always in the one error shape, never a stack
// trace. The second suite derives the routes from the app itself, so a route added later is
// fuzzed without touching this file.
const ORIGIN = 'http://localhost:3000';
/** zod's English defaults: a 400 answers in the shopper's language, never in these. */
const ZOD_ENGLISH =
  /"message":"(Invalid (input|option|string|UUID|email|url|key|union)|Too (big|small)|Unrecognized key|Expected)/;
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;
/** A signed-in Chilean person, their user id and a cart of theirs, for the fuzz to aim at. */
let sessionId = '';
let userId = '';
let cartId = '';
let lineId = '';
beforeAll(async () => {
  tdb = await createTestDatabase();
  const identityStore = createPgIdentityStore(tdb.pool);
  app = createApp({
    db: tdb.pool,
    identityStore,
    allowedOrigins: [ORIGIN],
    imageCacheDir: join(tmpdir(), 'commerce-app-db-test'),
  });
  await seedDemoAccounts({ store: identityStore, now: new Date(), policyOf: loginPolicyOf });
  const login = await app.request('/auth/v1/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-b2b': 'cl', origin: ORIGIN },
    body: JSON.stringify({ email: 'persona.cl@fierro.demo', password: DEMO_PASSWORD }),
  });
  const body = (await login.json()) as { sessionId: string; profile: { id: string } };
  sessionId = body.sessionId;
  userId = body.profile.id;
  const authed = { 'content-type': 'application/json', authorization: sessionId, origin: ORIGIN };
  const cart = await app.request('/checkout/v1/carts', {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({ siteId: 'socl' }),
  });
  cartId = ((await cart.json()) as { cartId: string }).cartId;
  const { rows } = await tdb.pool.query<{ sku: string }>(
    `SELECT s.sku_id AS sku FROM stock s JOIN variants v USING (site_id, sku_id)
      WHERE s.site_id = 'socl' AND v.published AND s.quantity > 20
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id LIMIT 1`,
  );
  const line = await app.request(`/checkout/v1/carts/${cartId}/lines`, {
    method: 'POST',
    headers: { ...authed, 'if-match': '"1"' },
    body: JSON.stringify({ skuId: rows[0]?.sku, quantity: 1 }),
  });
  lineId = ((await line.json()) as { lines: { id: string }[] }).lines[0]!.id;
}, 180_000);
afterAll(() => tdb?.drop());

const site = fc.constantFrom(
  'socl',
  'hocl',
  'soco',
  'soar',
  'souy',
  'sobr',
  'sope',
  'somx',
  'dicico',
  'nosuch',
  'SO',
  '',
);
const id = fc.oneof(
  fc.constantFrom(
    productIdOf(1, 3),
    anchorSkuId(1, 3),
    productIdOf(6, 1),
    anchorSkuId(8, 2),
    'cat101',
    'cat10101',
    'CL-13',
    '06000',
    '-1',
    '0',
    '%00',
    '..',
  ),
  fc.string({ maxLength: 14 }).map(encodeURIComponent),
  fc.integer({ min: -5, max: 99_999_999 }).map(String),
);
const ROUTES = [
  (s: string) => `/search/v1/${s}`,
  (s: string) => `/search/v1/${s}/category/products`,
  (s: string) => `/search/v1/${s}/collections/products`,
  (s: string, i: string) => `/search/v1/${s}/smart-banner/${i}`,
  (s: string) => `/s/typeahead/v1/${s}`,
  (s: string) => `/config/v1/${s}/features/config/features`,
  (s: string) => `/catalog/v1/${s}/category-tree`,
  (s: string) => `/content/v1/${s}/home`,
  (s: string, i: string) => `/content/v1/${s}/banners/${i}`,
  (s: string) => `/product/v2/${s}`,
  (s: string) => `/product/v2/${s}/linked-products`,
  (s: string) => `/product/v2/${s}/related-products`,
  (s: string) => `/product/v1/${s}/productDetails`,
  (s: string) => `/product/v1/${s}/product-info`,
  (s: string) => `/product/v1/${s}/zone-facility`,
  (s: string) => `/geo/v1/${s}/levels`,
  (s: string) => `/geo/v1/${s}/children`,
  (s: string) => `/geo/v1/${s}/location`,
  (s: string, i: string) => `/geo/v1/${s}/zip/${i}`,
  (s: string) => `/geo/v1/${s}/postcodes`,
  (s: string) => `/geo/v1/${s}/stores`,
  () => '/checkout/v1/shipments/delivery-estimates/products',
  () => '/checkout/v1/installments',
  () => '/checkout/v1/promotions',
];
const path = fc
  .tuple(fc.integer({ min: 0, max: ROUTES.length - 1 }), site, id)
  .map(([r, s, i]) => ROUTES[r]!(s, i));
const value = fc.oneof(
  id,
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'taladro',
    'cerámica',
    'ta',
    '1::9',
    '9::1',
    'homeDelivery',
    'pickupInStore',
    'buyAtStore',
    'guest',
    'business',
    'price_asc',
    '96',
    '1e9',
    '',
  ),
);
const query = fc.dictionary(
  fc.constantFrom(
    'Ntt',
    'term',
    'siteId',
    'productId',
    'variantId',
    'skuId',
    'zoneId',
    'storeId',
    'priceGroup',
    'quantity',
    'deliveryMethod',
    'categoryId',
    'collectionId',
    'brand',
    'currentPage',
    'perPage',
    'sortBy',
    'f.range.price',
    'averageOverallRating',
    'primary_color_group',
    'availability',
    'audience',
    'locationId',
    'parentId',
    'limit',
    'channel',
    'depth',
    'facetLimit',
  ),
  value,
  { maxKeys: 6 },
);

describe('documentation', () => {
  it('documents every read route in /openapi.json', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    const documented = Object.keys(doc.paths);
    const expected = ROUTES.map((r) => r('{siteId}', '{x}'))
      .map((p) => p.replace('/smart-banner/{x}', '/smart-banner/{smartBannerId}'))
      .map((p) => p.replace('/banners/{x}', '/banners/{placement}'))
      .map((p) => p.replace('/zip/{x}', '/zip/{zipCode}'));
    expect(documented).toEqual(expect.arrayContaining(expected));
  });
});

describe('robustness over the database (property-based)', () => {
  it('answers 2,000 random requests at every route with 2xx/4xx only', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        const res = await app.request(`${p}?${new URLSearchParams(q).toString()}`);
        expect(res.status, `${p}?${new URLSearchParams(q)}`).toBeLessThan(500);
        if (res.status >= 400) {
          const text = await res.text();
          ErrorResponse.parse(JSON.parse(text));
          expect(text).not.toMatch(/\bat \S+:\d+:\d+/);
          expect(text, `${p}?${new URLSearchParams(q)}`).not.toMatch(ZOD_ENGLISH);
        }
      }),
      { numRuns: 2000 },
    );
  }, 240_000);
});

/** Every control character: C0 (NUL most often: PostgreSQL refuses it), DEL and C1. */
const CONTROL = fc
  .oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 0x1f }) },
    { weight: 1, arbitrary: fc.constant(0x7f) },
    { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0x9f }) },
  )
  .map((code) => String.fromCharCode(code));

/** What a well-formed value of a field looks like, so a control character gets past shape checks. */
const PLAUSIBLE: Record<string, fc.Arbitrary<string | number>> = {
  siteId: fc.constantFrom('socl', 'soco', 'sobr', 'somx', 'sope', 'dicico'),
  email: fc.constantFrom('persona.cl@fierro.demo', 'nadie@example.cl'),
  password: fc.constantFrom(DEMO_PASSWORD, 'secreto1'),
  currentPassword: fc.constant(DEMO_PASSWORD),
  newPassword: fc.constant('Fierro2027'),
  firstName: fc.constantFrom('Ana', 'José María'),
  lastName: fc.constant('Pérez'),
  legalName: fc.constant('Constructora Los Andes SpA'),
  document: fc.constant('12.345.678-5'),
  companyDocument: fc.constant('76.086.428-5'),
  phone: fc.constant('+56 9 1234 5678'),
  token: fc.string({ minLength: 1, maxLength: 60 }),
  sessionId: fc.constant('A'.repeat(43)),
  skuId: fc.constantFrom(anchorSkuId(1, 3), anchorSkuId(8, 2), '1234567'),
  variantId: fc.constantFrom(anchorSkuId(1, 3), anchorSkuId(8, 2)),
  productId: fc.constantFrom(productIdOf(1, 3), productIdOf(6, 1)),
  quantity: fc.integer({ min: 1, max: 3 }),
  storeId: fc.constantFrom('socl-1', 'x'),
  locationId: fc.constantFrom('CL-13', 'CL-13-101'),
  parentId: fc.constantFrom('CL-13'),
  zipCode: fc.constantFrom('06000', '01310-100'),
  zoneId: fc.constantFrom('z1', 'CL-13'),
  priceGroup: fc.constantFrom('1', '96'),
  version: fc.integer({ min: 1, max: 5 }),
  guestCartId: fc.uuid(),
  serviceLineId: fc.uuid(),
  term: fc.constantFrom('taladro', 'ta', 'cer', '0600'),
  Ntt: fc.constantFrom('taladro', 'cerámica'),
  brand: fc.constantFrom('Bosch', 'Makita'),
  primary_color_group: fc.constantFrom('Blanco', 'Negro'),
  categoryId: fc.constantFrom('cat101', 'cat10101'),
  collectionId: fc.constantFrom('ofertas'),
  currentPage: fc.integer({ min: 1, max: 3 }),
  perPage: fc.constantFrom(28, 48),
  depth: fc.constantFrom(1, 2),
  limit: fc.constantFrom(6, 15),
  facetLimit: fc.constantFrom(20),
  averageOverallRating: fc.constantFrom(3, 4),
  'f.range.price': fc.constantFrom('1000::50000', '::9000'),
  w: fc.constantFrom(240, 400),
  h: fc.constantFrom(240, 400),
  placement: fc.constantFrom('header', 'content', 'no-result'),
  slug: fc.constantFrom('preguntas-frecuentes', 'tiendas'),
  name: fc.constantFrom('guia-m2.pdf'),
  smartBannerId: fc.constantFrom('app'),
  imagePath: fc.constantFrom('socl/110281/1', 'producto-110281'),
};
const HOSTILE = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({})),
  fc.constantFrom(
    '\u0000',
    '\u001b[31m',
    '\r\n',
    '\u0085',
    '\u202e',
    '\ud800',
    '%00',
    "'; DROP TABLE users;--",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'x'.repeat(5000),
  ),
);

/** A field of a route and what its OpenAPI schema allows (enumerations are used as they are). */
interface Field {
  name: string;
  values?: readonly (string | number | boolean)[];
}
const plausible = (field: Field): fc.Arbitrary<unknown> =>
  field.values?.length
    ? fc.constantFrom(...field.values)
    : (PLAUSIBLE[field.name] ?? fc.stringMatching(/^[a-z0-9]{1,8}$/));

/** A percent-encoded path segment (a lone surrogate as its invalid UTF-8 bytes). */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};
/** Malformed escapes, an overlong NUL, dot segments. */
const RAW_SEGMENT = fc.constantFrom('%', '%zz', '%C0%80', '%00', '%E0%A4%A', '..', '%2e%2e', '');

/** What is spoiled in a request: a control character, a hostile value, a raw segment or body. */
type Spoil =
  | { kind: 'control'; char: string; at: number }
  | { kind: 'hostile'; value: unknown }
  | { kind: 'raw-segment'; value: string }
  | { kind: 'raw-body'; value: string; contentType: string | undefined }
  | { kind: 'none' };

interface Operation {
  method: string;
  /** Hono's path pattern (`/geo/v1/:siteId/zip/:zipCode`, `/images/*`). */
  path: string;
  params: string[];
  query: Field[];
  body: Field[];
}

type SchemaNode = { enum?: unknown[]; type?: string; items?: SchemaNode };
const valuesOf = (schema: SchemaNode | undefined) =>
  (schema?.enum ??
    schema?.items?.enum ??
    (schema?.type === 'boolean' ? [true, false] : undefined)) as Field['values'] | undefined;

/** Every route the app mounts, with the query and body fields its OpenAPI document names. */
const operationsOf = async (): Promise<Operation[]> => {
  const doc = (await (await app.request('/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema?: SchemaNode }[];
          requestBody?: {
            content?: Record<string, { schema?: { properties?: Record<string, SchemaNode> } }>;
          };
        }
      >
    >;
  };
  const documented = new Map<string, { query: Field[]; body: Field[] }>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const properties = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      documented.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, {
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, values: valuesOf(p.schema) })),
        body: Object.entries(properties).map(([name, schema]) => ({
          name,
          values: valuesOf(schema),
        })),
      });
    }
  }
  const operations = new Map<string, Operation>();
  for (const route of app.routes) {
    const key = `${route.method} ${route.path}`;
    if (route.method === 'ALL' || operations.has(key)) continue;
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const fields = documented.get(key) ?? {
      // An undocumented route gets every field name the fuzz knows.
      query: Object.keys(PLAUSIBLE).map((name) => ({ name })),
      body: route.method === 'GET' ? [] : Object.keys(PLAUSIBLE).map((name) => ({ name })),
    };
    operations.set(key, { method: route.method, path: route.path, params, ...fields });
  }
  return [...operations.values()];
};

/**
 * One request: a well-formed baseline (real site, the signed-in shopper's ids, plausible values of
 * the route's own fields, an allowed origin) with one thing spoiled, most often one control
 * character put into one field, so that what reaches a handler or a query is hostile in exactly
 * one place.
 */
const requestFor = (operation: Operation) => {
  const slots = [
    ...operation.params.map((name) => ({ in: 'param' as const, name })),
    ...operation.query.map((f) => ({ in: 'query' as const, name: f.name })),
    ...operation.body.map((f) => ({ in: 'body' as const, name: f.name })),
    { in: 'cookie' as const, name: 'sessionId' },
  ];
  const known: Record<string, string> = {
    id: userId,
    cartId,
    lineId,
  };
  return fc.record({
    params: fc.tuple(
      ...operation.params.map((name) =>
        known[name] ? fc.constant(known[name]) : plausible({ name }).map(String),
      ),
    ),
    query: fc
      .subarray(operation.query, { maxLength: Math.min(6, operation.query.length) })
      .chain((fields) =>
        fc.tuple(...fields.map((f) => fc.tuple(fc.constant(f.name), plausible(f)))),
      ),
    body: fc
      .oneof(fc.constant(operation.body), fc.subarray(operation.body))
      .chain((fields) =>
        fc.tuple(...fields.map((f) => fc.tuple(fc.constant(f.name), plausible(f)))),
      ),
    signedIn: fc.boolean(),
    origin: fc.constantFrom(ORIGIN, ORIGIN, ORIGIN, 'https://evil.example', undefined),
    slot: fc.nat({ max: slots.length - 1 }).map((i) => slots[i]!),
    spoil: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('control' as const),
          char: CONTROL,
          at: fc.nat(),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constant('hostile' as const), value: HOSTILE }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('raw-segment' as const), value: RAW_SEGMENT }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('raw-body' as const),
          value: fc.oneof(
            HOSTILE.map(String),
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
          contentType: fc.constantFrom('application/json', 'text/plain', undefined),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('none' as const) }) },
    ) as fc.Arbitrary<Spoil>,
  });
};

/** The spoiled value of a field. */
const spoiled = (value: unknown, spoil: Spoil): unknown => {
  if (spoil.kind === 'control') {
    const text = String(value);
    const at = spoil.at % (text.length + 1);
    return `${text.slice(0, at)}${spoil.char}${text.slice(at)}`;
  }
  if (spoil.kind === 'hostile') return spoil.value;
  return value;
};

describe('control characters in each text field', () => {
  const controls = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
  const get = (path: string, field: string, value: string) =>
    [
      `GET ${path}?${field}=…`,
      field,
      () => app.request(`${path}?${field}=${encode(value)}`),
    ] as const;
  const post = (path: string, body: Record<string, string>, field: string, method = 'POST') =>
    [
      `${method} ${path} ${field}`,
      field,
      (c: string) =>
        app.request(path.replace(':id', userId), {
          method,
          headers: {
            'content-type': 'application/json',
            'tenant-b2b': 'cl',
            origin: ORIGIN,
            authorization: sessionId,
            'x-forwarded-for': `10.9.${controls.indexOf(c)}.1`,
          },
          body: JSON.stringify({
            ...body,
            [field]: `${body[field]!.slice(0, 2)}${c}${body[field]!.slice(2)}`,
          }),
        }),
    ] as const;
  const person = {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana.control@example.cl',
    document: '12.345.678-5',
    phone: '+56 9 1234 5678',
    password: 'secreto1',
  };
  const cases = [
    ...[
      ['/geo/v1/socl/postcodes', 'term', 'provi'],
      ['/s/typeahead/v1/socl', 'term', 'tala'],
      ['/search/v1/socl', 'Ntt', 'taladro'],
      ['/search/v1/socl', 'brand', 'Bosch'],
      ['/search/v1/socl', 'primary_color_group', 'Blanco'],
    ].map(([path, field, value]) => {
      const [name, ,] = get(path!, field!, value!);
      return [
        name,
        field!,
        (c: string) =>
          app.request(`${path}?${field}=${encode(`${value!.slice(0, 2)}${c}${value!.slice(2)}`)}`),
      ] as const;
    }),
    post('/auth/v1/login', { email: 'persona.cl@fierro.demo', password: DEMO_PASSWORD }, 'email'),
    post(
      '/auth/v1/login',
      { email: 'persona.cl@fierro.demo', password: DEMO_PASSWORD },
      'password',
    ),
    ...Object.keys(person).map((field) => post('/myaccount/v3/users', person, field)),
    post('/myaccount/v3/users/:id', { firstName: 'Ana' }, 'firstName', 'PATCH'),
    post('/myaccount/v3/users/:id', { phone: '+56 9 1234 5678' }, 'phone', 'PATCH'),
    post(
      '/myaccount/v3/users/:id/password',
      { currentPassword: DEMO_PASSWORD, newPassword: 'Fierro2027' },
      'newPassword',
    ),
  ];

  it.each(cases)(
    '%s: each control character answers 400 naming %s',
    async (_name, field, request) => {
      for (const c of controls) {
        const res = await request(c);
        const text = await res.text();
        expect(res.status, `U+${c.charCodeAt(0).toString(16).padStart(4, '0')} ${text}`).toBe(400);
        expect(ErrorResponse.parse(JSON.parse(text)).errors.map((e) => e.field)).toContain(field);
      }
    },
  );
});

describe('every route, every field, control characters (property-based)', () => {
  // 10,000 inputs in all (issue 20): 8,000 on PostgreSQL 18 and 2,000 on 15 (the routes' SQL is
  // the same on both, and the suite's time is bounded).
  const runs = process.env.FIERRO_TEST_PG === '15' ? 2_000 : 8_000;
  it(`answers ${runs.toLocaleString('en')} random requests at every mounted route with 2xx/3xx/4xx only`, async () => {
    const operations = await operationsOf();
    // Identity and cart are mounted: the fuzz reaches them.
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'POST /auth/v1/login',
        'PATCH /myaccount/v3/users/:id',
        'POST /checkout/v1/carts/:cartId/lines',
        'GET /geo/v1/:siteId/postcodes',
      ]),
    );
    const arbitrary = fc
      .integer({ min: 0, max: operations.length - 1 })
      .chain((i) => fc.tuple(fc.constant(operations[i]!), requestFor(operations[i]!)));
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([operation, r]) => {
        const { slot, spoil } = r;
        const hit = (where: string, name: string) => slot.in === where && slot.name === name;
        let path = operation.path;
        operation.params.forEach((name, i) => {
          const segment =
            hit('param', name) && spoil.kind === 'raw-segment'
              ? spoil.value
              : encode(String(hit('param', name) ? spoiled(r.params[i], spoil) : r.params[i]));
          path = path.replace(new RegExp(`:${name}(\\{[^}]*\\})?`), segment);
        });
        path = path.replace('*', `socl/110281/${spoil.kind === 'raw-segment' ? spoil.value : '1'}`);
        const query = new Map<string, unknown>(r.query);
        if (slot.in === 'query' && spoil.kind !== 'raw-segment' && spoil.kind !== 'raw-body') {
          query.set(slot.name, spoiled(query.get(slot.name) ?? 'x', spoil));
        }
        const search = [...query].map(([k, v]) => `${encode(k)}=${encode(String(v))}`).join('&');
        const fields = Object.fromEntries(r.body);
        if (slot.in === 'body') fields[slot.name] = spoiled(fields[slot.name] ?? 'x', spoil);
        const headers: Record<string, string> = { 'tenant-b2b': 'cl' };
        if (r.origin) headers.origin = r.origin;
        // Signed in as the one shopper (never on logout, which would end the session for the rest).
        if (r.signedIn && !operation.path.endsWith('/logout')) headers.authorization = sessionId;
        if (slot.in === 'cookie' && spoil.kind !== 'none') {
          headers.cookie = `sessionId=${encode(String(spoiled(sessionId, spoil)))}`;
        }
        let body: string | undefined;
        if (operation.method !== 'GET') {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(fields);
          if (spoil.kind === 'raw-body') {
            body = spoil.value;
            if (spoil.contentType) headers['content-type'] = spoil.contentType;
            else delete headers['content-type'];
          }
        }
        const url = `${path}${search ? `?${search}` : ''}`;
        const res = await app.request(url, { method: operation.method, headers, body });
        const text = await res.text();
        expect(
          res.status,
          `${operation.method} ${url} ${body ?? ''} -> ${text.slice(0, 200)}`,
        ).toBeLessThan(500);
        if (res.status >= 400) {
          ErrorResponse.parse(JSON.parse(text));
          expect(text).not.toMatch(/\bat \S+:\d+:\d+/);
          expect(text, `${operation.method} ${url} ${body ?? ''}`).not.toMatch(ZOD_ENGLISH);
        }
      }),
      { numRuns: runs },
    );
  }, 600_000);
});
