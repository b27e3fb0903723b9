import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@fierro/db/testing';
import { createApp } from '../../app';
import { CartResponse } from '../../contract';
import { createPgIdentityStore, newSessionId } from '../identity';

/** The list tests' app over a test database, a caller, shoppers and stocked SKUs. */
export const ORIGIN = 'http://localhost:3000';
type Json = Record<string, unknown>;

export const listsApp = (tdb: TestDatabase, now: Date) =>
  createApp({
    db: tdb.pool,
    identityStore: createPgIdentityStore(tdb.pool),
    imageCacheDir: join(tmpdir(), 'commerce-lists-db-test'),
    allowedOrigins: [ORIGIN],
    clock: () => now,
  });
export type App = ReturnType<typeof listsApp>;

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
    } = {},
  ) => {
    const res = await app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(opts.version !== undefined ? { 'if-match': `"${opts.version}"` } : {}),
        ...(opts.session ? { authorization: opts.session } : {}),
        ...opts.headers,
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as Json };
  };

/** A SKU with stock shipped to a zone (and that zone's first location). */
export const stockedSku = async (tdb: TestDatabase, siteId: string) =>
  (
    await tdb.pool.query(
      `SELECT s.sku_id AS sku, zf2.zone_id AS zone,
        (SELECT za.area_id FROM zone_areas za WHERE za.site_id = s.site_id AND za.zone_id = zf2.zone_id
          -- A comuna (no places under it): a region is no delivery place for a cart.
          AND NOT EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = za.area_id)
          ORDER BY za.area_id LIMIT 1) AS location
      FROM stock s JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      JOIN LATERAL (SELECT zf.zone_id FROM zone_facilities zf JOIN stock w
          ON w.site_id = zf.site_id AND w.facility_id = zf.facility_id AND w.sku_id = s.sku_id
          WHERE zf.site_id = s.site_id AND zf.method = 'homeDelivery' AND w.quantity > 20
          ORDER BY zf.zone_id LIMIT 1) zf2 ON true
      WHERE s.site_id = $1 AND s.quantity BETWEEN 5 AND 50
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id, s.facility_id LIMIT 1 OFFSET $2`,
      [siteId, Math.floor(Math.random() * 20)],
    )
  ).rows[0] as { sku: string; zone: string; location: string };

/** The shopper's cart with the SKU delivered home to its location. */
export async function homeCart(
  app: App,
  siteId: string,
  sku: { sku: string; location: string },
  quantity: number,
  session: string,
): Promise<CartResponse> {
  const call = caller(app);
  const created = CartResponse.parse(
    (await call('POST', '/checkout/v1/carts', { body: { siteId }, session })).json,
  );
  const located = CartResponse.parse(
    (
      await call('PUT', `/checkout/v1/carts/${created.cartId}/location`, {
        body: { locationId: sku.location },
        version: created.version,
        session,
      })
    ).json,
  );
  const added = await call('POST', `/checkout/v1/carts/${created.cartId}/lines`, {
    body: { skuId: sku.sku, quantity, deliveryMethod: 'homeDelivery' },
    version: located.version,
    session,
  });
  if (added.status !== 200) throw new Error(JSON.stringify(added.json));
  return CartResponse.parse(added.json);
}

/** A signed-in Chilean shopper: a user and an active session, straight in the identity store. */
export async function signedIn(tdb: TestDatabase, now: Date) {
  const store = createPgIdentityStore(tdb.pool);
  const user = await store.createUser({
    tenant: 'cl',
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
    tenant: 'cl',
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
