import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@fierro/db/testing';
import { encodeCaptchaSolution, solveCaptcha } from '@fierro/domain';
import type { TenantCode } from '@fierro/tenants';
import { createApp } from '../../app';
import { CaptchaChallengeResponse, CartResponse } from '../../contract';
import { createLogger } from '../../lib/logger';
import { createPgIdentityStore, newSessionId } from '../identity';
import type { PaymentGateway } from '../payment';

/** Shared by the order tests: an app over a test database, carts ready to pay, shoppers. */
export const ORIGIN = 'http://localhost:3000';
/** The operator's API token of the test apps (issue 23). */
export const OPERATOR_TOKEN = 'ops-test-token-0123456789';
type Json = Record<string, unknown>;

export const orderApp = (
  tdb: TestDatabase,
  now: Date,
  paymentGateway?: PaymentGateway,
  /** Handler time-out: the reliability tests queue 1,000 placements on one process. */
  timeoutMs?: number,
) =>
  createApp({
    ...(timeoutMs ? { limits: { timeoutMs } } : {}),
    ...(paymentGateway ? { paymentGateway } : {}),
    db: tdb.pool,
    identityStore: createPgIdentityStore(tdb.pool),
    imageCacheDir: join(tmpdir(), 'commerce-order-db-test'),
    allowedOrigins: [ORIGIN],
    clock: () => now,
    operatorToken: OPERATOR_TOKEN,
    // A small proof of work: the tests solve the lookup's captcha in a few milliseconds.
    captchaMaxNumber: 500,
    // ORDER_TEST_LOG=1 shows the service's unexpected errors.
    ...(process.env.ORDER_TEST_LOG ? { logger: createLogger('error') } : {}),
  });

export type App = ReturnType<typeof orderApp>;

export const caller =
  (app: App) =>
  async (
    method: string,
    path: string,
    opts: {
      body?: unknown;
      version?: number;
      session?: string;
      headers?: Record<string, string>;
      /** The client's socket address (every request comes from `unknown` without it). */
      from?: string;
    } = {},
  ) => {
    const env = opts.from ? { incoming: { socket: { remoteAddress: opts.from } } } : undefined;
    const res = await app.request(
      path,
      {
        method,
        headers: {
          'content-type': 'application/json',
          ...(opts.version !== undefined ? { 'if-match': `"${opts.version}"` } : {}),
          ...(opts.session ? { authorization: opts.session } : {}),
          ...opts.headers,
        },
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      },
      env,
    );
    const json = (await res.json()) as Json;
    return { status: res.status, json };
  };

export const one = async <T = Json>(tdb: TestDatabase, sql: string, values: unknown[] = []) =>
  (await tdb.pool.query(sql, values)).rows[0] as T;

/** A SKU with stock shipped to a zone (and its first location) and in a pickup store. */
export const stockedSku = (tdb: TestDatabase, siteId: string, soldByTheBox = false) =>
  one<{ sku: string; store: string; zone: string; location: string }>(
    tdb,
    `SELECT s.sku_id AS sku, s.facility_id AS store, zf2.zone_id AS zone,
        (SELECT za.area_id FROM zone_areas za WHERE za.site_id = s.site_id AND za.zone_id = zf2.zone_id
          -- A comuna (no places under it): a region is no delivery place for a cart.
          AND NOT EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = za.area_id)
          ORDER BY za.area_id LIMIT 1) AS location
      FROM stock s JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      JOIN LATERAL (SELECT zf.zone_id FROM zone_facilities zf JOIN stock w
          ON w.site_id = zf.site_id AND w.facility_id = zf.facility_id AND w.sku_id = s.sku_id
          WHERE zf.site_id = s.site_id AND zf.method = 'homeDelivery' AND w.quantity > 20
          ORDER BY zf.zone_id LIMIT 1) zf2 ON true
      WHERE s.site_id = $1 AND f.kind = 'store' AND f.pickup_enabled AND s.quantity BETWEEN 5 AND 50
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
        AND (NOT $3::boolean OR EXISTS (SELECT 1 FROM products pr WHERE pr.site_id = v.site_id
          AND pr.product_id = v.product_id AND pr.sale_unit = 'm2' AND pr.coverage_per_box > 0))
      ORDER BY s.sku_id, s.facility_id LIMIT 1 OFFSET $2`,
    [siteId, soldByTheBox ? 0 : Math.floor(Math.random() * 20), soldByTheBox],
  );

/** A store SKU of a buy-at-store site (no zone needed). */
export const storeSku = (tdb: TestDatabase, siteId: string) =>
  one<{ sku: string; store: string }>(
    tdb,
    `SELECT s.sku_id AS sku, s.facility_id AS store
      FROM stock s JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = $1 AND f.kind = 'store' AND s.quantity BETWEEN 5 AND 50
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id, s.facility_id LIMIT 1`,
    [siteId],
  );

export const units = async (tdb: TestDatabase, siteId: string, sku: string) =>
  Number(
    (
      await one<{ n: number }>(
        tdb,
        'SELECT coalesce(sum(quantity), 0)::int AS n FROM stock WHERE site_id = $1 AND sku_id = $2',
        [siteId, sku],
      )
    ).n,
  );

/** A cart of the site with `quantity` of the SKU, home delivery to the location, priced now. */
export async function homeCart(
  app: App,
  siteId: string,
  sku: { sku: string; location: string },
  quantity = 1,
  session?: string,
): Promise<CartResponse> {
  const call = caller(app);
  const created = CartResponse.parse(
    (await call('POST', '/checkout/v1/carts', { body: { siteId }, session })).json,
  );
  const located = await call('PUT', `/checkout/v1/carts/${created.cartId}/location`, {
    body: { locationId: sku.location },
    version: created.version,
    session,
  });
  const at = CartResponse.parse(located.json);
  const added = await call('POST', `/checkout/v1/carts/${created.cartId}/lines`, {
    body: { skuId: sku.sku, quantity, deliveryMethod: 'homeDelivery' },
    version: at.version,
    session,
  });
  if (added.status !== 200) throw new Error(JSON.stringify(added.json));
  return CartResponse.parse(added.json);
}

/** A cart of a buy-at-store site: the SKU bought at its store. */
export async function storeCart(
  app: App,
  siteId: string,
  sku: { sku: string; store: string },
  quantity = 1,
): Promise<CartResponse> {
  const call = caller(app);
  const created = CartResponse.parse(
    (await call('POST', '/checkout/v1/carts', { body: { siteId } })).json,
  );
  const added = await call('POST', `/checkout/v1/carts/${created.cartId}/lines`, {
    body: { skuId: sku.sku, quantity, deliveryMethod: 'buyAtStore', storeId: sku.store },
    version: created.version,
  });
  if (added.status !== 200) throw new Error(JSON.stringify(added.json));
  return CartResponse.parse(added.json);
}

export async function tokenOf(app: App, number: string) {
  const r = await caller(app)('POST', '/payments/v1/test-gateway/tokens', {
    body: { number, expiry: '12/39', cvv: '123', holder: 'Ana Pérez' },
  });
  if (r.status !== 201) throw new Error(JSON.stringify(r.json));
  return r.json.token as string;
}

/**
 * The cardholder answers the TEST gateway's 3-D Secure challenge (as on the issuer's page), then
 * the order asks the gateway how it ended and settles. Without `passed`, only the settling.
 */
export async function answerChallenge(
  app: App,
  order: { orderId: string; challengeId?: string | null; accessToken?: string | null },
  passed?: boolean,
) {
  const call = caller(app);
  if (passed !== undefined && order.challengeId) {
    await call('POST', `/payments/v1/test-gateway/challenges/${order.challengeId}`, {
      body: { passed },
    });
  }
  return call('POST', `/checkout/v1/orders/${order.orderId}/challenge`, {
    headers: { 'x-order-token': order.accessToken ?? '' },
  });
}

/** `count` tokens of one number: a token pays once (single-use, as a real gateway's). */
export async function tokensOf(app: App, number: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 50) {
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, () => tokenOf(app, number)),
      )),
    );
  }
  return tokens;
}

/** A Peruvian guest's order body for a buy-at-store cart, paid at the store (boleta, DNI). */
export const peruPayAtStoreBody = (cart: CartResponse, email = 'rosa@fierro.test') => ({
  cartId: cart.cartId,
  contact: {
    email,
    firstName: 'Rosa',
    lastName: 'Quispe',
    phone: '+51 987 654 321',
    document: { type: 'PE_DNI', number: '12345678' },
  },
  fiscalDocument: { kind: 'boleta', taxId: '12345678' },
  payment: { method: 'payAtStore' },
  expectedTotal: cart.totals.total,
});

/** A Chilean guest's order body for a cart (boleta, RUT, an address in the cart's location). */
export const chileBody = (
  cart: CartResponse,
  payment: Json,
  location: string,
  expectedTotal = cart.totals.total,
) => ({
  cartId: cart.cartId,
  contact: {
    email: 'ana@fierro.test',
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '+56 9 1234 5678',
    document: { type: 'CL_RUT', number: '12.345.678-5' },
  },
  delivery: { address: { locationId: location, street: 'Av. Providencia', number: '1234' } },
  fiscalDocument: { kind: 'boleta' },
  payment,
  expectedTotal,
});

export const newKey = () => `key-${newSessionId().slice(0, 24)}`;

/** A signed-in shopper: a user and an active session, straight in the identity store. */
export async function signedIn(tdb: TestDatabase, now: Date, tenant: TenantCode = 'cl') {
  const store = createPgIdentityStore(tdb.pool);
  const user = await store.createUser({
    tenant,
    firstName: 'Ana',
    lastName: 'Pérez',
    email: `ana.${newSessionId().slice(0, 10)}@fierro.test`,
    documentKind: 'CL_RUT',
    document: '12.345.678-5',
    phone: '+56 9 1234 5678',
    passwordHash: null,
    createdAt: now,
  });
  if (typeof user === 'string') throw new Error(user);
  const id = newSessionId();
  await store.createSession({
    id,
    tenant,
    userId: user.id,
    accountKind: 'person',
    loginType: 'DEFAULT',
    createdAt: now,
    lastSeenAt: now,
    revokedAt: null,
    impersonated: false,
  });
  return id;
}

/** A solved lookup captcha of the site (the form's payload), as the browser would send it. */
export async function solvedCaptcha(call: ReturnType<typeof caller>, siteId: string) {
  const r = await call('GET', `/checkout/v1/orders/lookup/challenge?siteId=${siteId}`);
  const { challenge } = CaptchaChallengeResponse.parse(r.json);
  if (!challenge) throw new Error(`${siteId} asks for no captcha`);
  const number = await solveCaptcha(challenge);
  const { maxNumber: _, ...rest } = challenge;
  return encodeCaptchaSolution({ ...rest, number: number! });
}
