import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPTS_KEPT_MS, type HousekeepingDeps, housekeeping, PURGE_BATCH } from './jobs';
import { createLogger } from './lib/logger';
import {
  createPgAccountStore,
  createPgIdentityStore,
  type IdentityStore,
  newSessionId,
} from './modules/identity';
import { orderStore } from './modules/order';
import { TEST_CARDS, TestGateway } from './modules/payment';

/**
 * The hourly housekeeping on PostgreSQL: what an anonymous client can make rows of (login
 * attempts, sessions, guest carts, the TEST gateway's tokens) is deleted once nothing can use it,
 * and nothing still in use (a live session, an order's cart, a payment's token) is touched.
 */
let tdb: TestDatabase;
let identity: IdentityStore;
let gateway: TestGateway;
let deps: HousekeepingDeps;
const DAY = 86_400_000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);

beforeAll(async () => {
  tdb = await createTestDatabase();
  identity = createPgIdentityStore(tdb.pool);
  gateway = new TestGateway(tdb.pool);
  deps = {
    pool: tdb.pool,
    store: orderStore(tdb.db),
    gateway,
    logger: createLogger('silent'),
    now,
    account: { identity, store: createPgAccountStore(tdb.pool) },
  };
}, 120_000);
afterAll(() => tdb?.drop());

const count = async (sql: string, values: unknown[] = []) =>
  (await tdb.pool.query<{ n: number }>(sql, values)).rows[0]!.n;

const newUser = async (email: string) => {
  const user = await identity.createUser({
    tenant: 'cl',
    firstName: 'Ana',
    lastName: 'Pérez',
    email,
    documentKind: 'CL_RUT',
    document: '12.345.678-5',
    phone: '+56 9 1234 5678',
    passwordHash: null,
    createdAt: ago(3 * DAY),
  });
  if (typeof user === 'string') throw new Error(user);
  return user;
};

const session = async (userId: string, createdAt: Date, lastSeenAt = createdAt) => {
  const id = newSessionId();
  await identity.createSession({
    id,
    tenant: 'cl',
    userId,
    accountKind: 'person',
    loginType: 'DEFAULT',
    createdAt,
    lastSeenAt,
    revokedAt: null,
    impersonated: false,
  });
  return id;
};

/** A cart as the cart module leaves it, last used `unused` ago, with one line. */
const cart = async (status: string, unused: number, userId: string | null = null) => {
  const { rows } = await tdb.pool.query<{ id: string }>(
    `INSERT INTO carts (site_id, user_id, status, updated_at) VALUES ('socl', $1, $2, $3)
     RETURNING id`,
    [userId, status, ago(unused)],
  );
  const id = rows[0]!.id;
  await tdb.pool.query(
    "INSERT INTO cart_lines (cart_id, line_id, sku_id, quantity) VALUES ($1, 1, 'sku-1', 1)",
    [id],
  );
  return id;
};

/** A cancelled order that names the cart (orders.cart_id has no foreign key). */
const orderOf = (cartId: string) =>
  tdb.pool.query(
    `INSERT INTO orders (site_id, order_number, cart_id, status, currency, subtotal, total,
                         contact, fiscal_document, payment_method, access_token_hash, locale)
     VALUES ('socl', $1, $2, 'CANCELLED', 'CLP', 1000, 1000, '{}', '{}', 'card', 'x', 'es-CL')`,
    [`T-${randomUUID()}`, cartId],
  );

const exists = async (table: 'carts' | 'sessions', id: string) =>
  (await count(`SELECT count(*)::int AS n FROM ${table} WHERE id = $1`, [id])) === 1;

const token = async (age: number) => {
  const { token } = await gateway.tokenize({ number: TEST_CARDS.approve, holder: 'Ana' });
  await tdb.pool.query(
    `UPDATE test_gateway_tokens SET created_at = now() - make_interval(secs => $2)
      WHERE token = $1`,
    [token, age / 1000],
  );
  return token;
};
const tokenExists = async (t: string) =>
  (await count('SELECT count(*)::int AS n FROM test_gateway_tokens WHERE token = $1', [t])) === 1;

describe('hourly housekeeping', () => {
  it('login attempts older than a day go; newer ones stay', async () => {
    for (const at of [ago(ATTEMPTS_KEPT_MS + 60_000), ago(3_600_000)]) {
      await identity.recordAttempt({
        tenant: 'cl',
        email: 'intentos@example.cl',
        address: '10.9.0.1',
        success: false,
        at,
      });
    }
    const done = await housekeeping(deps);
    expect(done.loginAttempts).toBeGreaterThanOrEqual(1);
    const left = await tdb.pool.query<{ at: Date }>(
      "SELECT at FROM login_attempts WHERE email = 'intentos@example.cl'",
    );
    expect(left.rows.map((r) => r.at)).toEqual([ago(3_600_000)]);
  });

  it('sessions ended more than a day ago go; live ones and ones ended since stay', async () => {
    const user = await newUser('barrido@example.cl');
    const revokedLongAgo = await session(user.id, ago(2 * DAY));
    await identity.revokeSession(revokedLongAgo, ago(2 * DAY - 60_000));
    // Idle since 2 days ago, never revoked: it ended 30 minutes after it was last seen.
    const idleLongAgo = await session(user.id, ago(2 * DAY));
    // Used all along, past its absolute 12 hours a day and a half ago.
    const tooOld = await session(user.id, ago(2 * DAY), ago(1.5 * DAY));
    const revokedLately = await session(user.id, ago(3_600_000));
    await identity.revokeSession(revokedLately, ago(60_000));
    const live = await session(user.id, ago(60_000));
    await housekeeping(deps);
    expect(await exists('sessions', revokedLongAgo)).toBe(false);
    expect(await exists('sessions', idleLongAgo)).toBe(false);
    expect(await exists('sessions', tooOld)).toBe(false);
    expect(await exists('sessions', revokedLately)).toBe(true);
    expect(await exists('sessions', live)).toBe(true);
  });

  it('guest carts expire after 30 days unused, and go 30 days later unless an order names them', async () => {
    const user = await newUser('carro@example.cl');
    const idle = await cart('open', 31 * DAY);
    const recent = await cart('open', DAY);
    const expiredLately = await cart('expired', 40 * DAY);
    const expiredLongAgo = await cart('expired', 61 * DAY);
    const ordered = await cart('expired', 61 * DAY);
    await orderOf(ordered);
    const shoppers = await cart('expired', 61 * DAY, user.id);
    const done = await housekeeping(deps);
    expect(done.guestCartsExpired).toBeGreaterThanOrEqual(1);
    expect(done.guestCartsDeleted).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await tdb.pool.query<{ status: string }>('SELECT status FROM carts WHERE id = $1', [id]))
        .rows[0]?.status;
    expect(await status(idle)).toBe('expired');
    expect(await status(recent)).toBe('open');
    expect(await exists('carts', expiredLately)).toBe(true);
    expect(await exists('carts', expiredLongAgo)).toBe(false);
    expect(
      await count('SELECT count(*)::int AS n FROM cart_lines WHERE cart_id = $1', [expiredLongAgo]),
    ).toBe(0);
    // An order's cart stays (its order's jobs may reopen it), and so does a shopper's.
    expect(await exists('carts', ordered)).toBe(true);
    expect(await exists('carts', shoppers)).toBe(true);
  });

  it("the TEST gateway's tokens go a day after they expired, unless a payment holds them", async () => {
    const fresh = await token(30 * 60_000);
    const expiredLately = await token(2 * 3_600_000);
    const stale = await token(26 * 3_600_000);
    const paying = await gateway.tokenize({ number: TEST_CARDS.approve, holder: 'Ana' });
    const payment = await gateway.authorize({
      token: paying.token,
      amount: 1000,
      currency: 'CLP',
      installments: 1,
      idempotencyKey: randomUUID(),
    });
    expect(payment?.status).toBe('authorized');
    await tdb.pool.query(
      "UPDATE test_gateway_tokens SET created_at = now() - interval '26 hours' WHERE token = $1",
      [paying.token],
    );
    const done = await housekeeping(deps);
    expect(done.testGatewayTokens).toBeGreaterThanOrEqual(1);
    expect(await tokenExists(stale)).toBe(false);
    expect(await tokenExists(fresh)).toBe(true);
    expect(await tokenExists(expiredLately)).toBe(true);
    expect(await tokenExists(paying.token)).toBe(true);
    // The payment still reads whole (its brand and last four come from its token).
    expect(await gateway.payment(payment!.paymentId)).toMatchObject({
      status: 'authorized',
      last4: '1111',
    });
  });

  it('deletes batch after batch until nothing old is left', async () => {
    await tdb.pool.query(
      `INSERT INTO login_attempts (tenant, email, address, success, at)
       SELECT 'cl', 'lote' || i || '@example.cl', '10.9.1.1', false, $1
         FROM generate_series(1, $2::int) AS i`,
      [ago(2 * DAY), PURGE_BATCH + 10],
    );
    const done = await housekeeping(deps);
    expect(done.loginAttempts).toBe(PURGE_BATCH + 10);
    expect(
      await count("SELECT count(*)::int AS n FROM login_attempts WHERE email LIKE 'lote%'"),
    ).toBe(0);
  });

  it('a task that fails leaves the others to run', async () => {
    await identity.recordAttempt({
      tenant: 'cl',
      email: 'falla@example.cl',
      address: '10.9.0.2',
      success: false,
      at: ago(2 * DAY),
    });
    const failing = {
      ...deps,
      store: {
        purgeKeys: () => Promise.reject(new Error('down')),
      } as unknown as HousekeepingDeps['store'],
    };
    const done = await housekeeping(failing);
    expect(done.idempotencyKeys).toBeUndefined();
    expect(done.loginAttempts).toBe(1);
  });
});
