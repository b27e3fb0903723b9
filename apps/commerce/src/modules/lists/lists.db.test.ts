import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse, ListResponse, ListsResponse, SharedListResponse } from '../../contract';
import {
  type App,
  caller,
  homeCart,
  listsApp,
  ORIGIN,
  signedIn,
  stockedSku,
} from './lists.fixtures';

/**
 * Lists and projects (issue 23) on PostgreSQL 18 and 15: CRUD, today's prices and stock, moving
 * lines to the cart, the read-only share link, bounds, bad input, and ownership (a second
 * account's session gets the same 404 as for no list).
 */
let tdb: TestDatabase;
let app: App;
let call: ReturnType<typeof caller>;
const now = new Date();

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = listsApp(tdb, now);
  call = caller(app);
});
afterAll(() => tdb?.drop());

/** A request answered without a body (204): its status. */
const statusOf = async (method: string, path: string, session: string) =>
  (await app.request(path, { method, headers: { authorization: session } })).status;

const newList = async (session: string, name = 'Baño nuevo', extra: object = {}) => {
  const r = await call('POST', '/account/v1/lists', {
    body: { siteId: 'socl', name, ...extra },
    session,
  });
  expect(r.status).toBe(201);
  return ListResponse.parse(r.json);
};

describe('lists and projects', () => {
  it('creates, reads with prices and stock, renames, adds, changes and removes lines, deletes', async () => {
    const ana = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const list = await newList(ana, 'Baño nuevo', { note: 'Cerámica gris', budget: 500000 });
    expect(list).toMatchObject({ name: 'Baño nuevo', note: 'Cerámica gris', budget: 500000 });
    expect(list.lines).toEqual([]);

    const added = await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
      body: { skuId: sku.sku, quantity: 2 },
      session: ana,
    });
    expect(added.status).toBe(200);
    const again = await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
      body: { skuId: sku.sku },
      session: ana,
    });
    const grown = ListResponse.parse(again.json);
    expect(grown.lines).toHaveLength(1);
    const line = grown.lines[0]!;
    expect(line.quantity).toBe(3);
    expect(line.sold).toBe(true);
    expect(line.unitPrice).toBeGreaterThan(0);
    expect(line.lineTotal).toBe(line.unitPrice! * 3);
    expect(line.available).toBeGreaterThan(0);
    expect(grown.total).toBe(line.lineTotal);
    expect(grown.itemCount).toBe(3);

    const changed = await call(
      'PATCH',
      `/account/v1/lists/${list.listId}/lines/${sku.sku}?siteId=socl`,
      {
        body: { quantity: 7 },
        session: ana,
      },
    );
    expect(ListResponse.parse(changed.json).lines[0]!.quantity).toBe(7);

    const renamed = await call('PATCH', `/account/v1/lists/${list.listId}?siteId=socl`, {
      body: { name: 'Cocina', note: null, budget: null },
      session: ana,
    });
    expect(ListResponse.parse(renamed.json)).toMatchObject({
      name: 'Cocina',
      note: null,
      budget: null,
    });

    const all = ListsResponse.parse(
      (await call('GET', '/account/v1/lists?siteId=socl', { session: ana })).json,
    );
    expect(all.lists.map((l) => [l.name, l.lineCount, l.itemCount])).toEqual([['Cocina', 1, 7]]);
    expect(all.lists[0]!.total).toBe(line.unitPrice! * 7);

    const removed = await call(
      'DELETE',
      `/account/v1/lists/${list.listId}/lines/${sku.sku}?siteId=socl`,
      {
        session: ana,
      },
    );
    expect(ListResponse.parse(removed.json).lines).toEqual([]);
    expect(
      (
        await call('DELETE', `/account/v1/lists/${list.listId}/lines/${sku.sku}?siteId=socl`, {
          session: ana,
        })
      ).status,
    ).toBe(404);

    expect(await statusOf('DELETE', `/account/v1/lists/${list.listId}?siteId=socl`, ana)).toBe(204);
    expect(
      (await call('GET', `/account/v1/lists/${list.listId}?siteId=socl`, { session: ana })).status,
    ).toBe(404);
  });

  it("answers another shopper's list with 404 on every route, and a guest with 401", async () => {
    const ana = await signedIn(tdb, now);
    const eva = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const list = await newList(ana);
    await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
      body: { skuId: sku.sku, quantity: 1 },
      session: ana,
    });
    const base = `/account/v1/lists/${list.listId}`;
    const tries: Array<[string, string, unknown?]> = [
      ['GET', base],
      ['PATCH', base, { name: 'Mía' }],
      ['DELETE', base],
      ['POST', `${base}/lines`, { skuId: sku.sku, quantity: 1 }],
      ['PATCH', `${base}/lines/${sku.sku}`, { quantity: 2 }],
      ['DELETE', `${base}/lines/${sku.sku}`],
      ['POST', `${base}/to-cart`, {}],
      ['POST', `${base}/share`],
      ['DELETE', `${base}/share`],
    ];
    for (const [method, route, body] of tries) {
      const path = `${route}?siteId=socl`;
      const r = await call(method, path, { session: eva, ...(body ? { body } : {}) });
      expect([method, path, r.status]).toEqual([method, path, 404]);
      expect((r.json as { errors: Array<{ code: string }> }).errors[0]!.code).toBe(
        'LIST_NOT_FOUND',
      );
    }
    expect((await call('GET', '/account/v1/lists?siteId=socl')).status).toBe(401);
    const evas = ListsResponse.parse(
      (await call('GET', '/account/v1/lists?siteId=socl', { session: eva })).json,
    );
    expect(evas.lists).toEqual([]);
    // Nothing changed for the owner.
    const mine = ListResponse.parse(
      (await call('GET', `${base}?siteId=socl`, { session: ana })).json,
    );
    expect(mine.name).toBe('Baño nuevo');
    expect(mine.lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('moves one line, then all lines, to the shopper cart; moved lines leave the list', async () => {
    const ana = await signedIn(tdb, now);
    const one = await stockedSku(tdb, 'socl');
    const two = await otherSku(one.sku);
    const list = await newList(ana);
    for (const [sku, quantity] of [
      [one.sku, 2],
      [two, 1],
    ] as const) {
      await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
        body: { skuId: sku, quantity },
        session: ana,
      });
    }
    const first = await call('POST', `/account/v1/lists/${list.listId}/to-cart?siteId=socl`, {
      body: { skuId: one.sku },
      session: ana,
    });
    expect(first.status).toBe(200);
    const moved = first.json as { cart: unknown; moved: string[]; skipped: unknown[] };
    expect(moved.moved).toEqual([one.sku]);
    const cart = CartResponse.parse(moved.cart);
    expect(cart.lines.map((l) => [l.skuId, l.quantity])).toEqual([[one.sku, 2]]);
    const left = ListResponse.parse(
      (await call('GET', `/account/v1/lists/${list.listId}?siteId=socl`, { session: ana })).json,
    );
    expect(left.lines.map((l) => l.skuId)).toEqual([two]);

    const rest = await call('POST', `/account/v1/lists/${list.listId}/to-cart?siteId=socl`, {
      body: {},
      session: ana,
    });
    const all = rest.json as { cart: unknown; moved: string[] };
    expect(all.moved).toEqual([two]);
    expect(
      CartResponse.parse(all.cart)
        .lines.map((l) => l.skuId)
        .sort(),
    ).toEqual([one.sku, two].sort());
    // The same open cart of the shopper both times.
    expect(CartResponse.parse(all.cart).cartId).toBe(cart.cartId);
    const empty = await call('POST', `/account/v1/lists/${list.listId}/to-cart?siteId=socl`, {
      body: {},
      session: ana,
    });
    expect(empty.status).toBe(409);
  });

  it('moves a line once however many moves of the list run at the same time', async () => {
    const ana = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const list = await newList(ana);
    await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
      body: { skuId: sku.sku, quantity: 3 },
      session: ana,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/account/v1/lists/${list.listId}/to-cart?siteId=socl`, {
          body: {},
          session: ana,
        }),
      ),
    );
    const summary = answers.map((r) =>
      r.status === 200
        ? [200, (r.json as { moved: string[] }).moved, (r.json as { skipped: unknown[] }).skipped]
        : [r.status, (r.json as { errors: Array<{ code: string }> }).errors[0]!.code],
    );
    // One move takes the line; every other finds the list empty, as after it.
    expect(summary.filter((s) => s[0] === 200)).toEqual([[200, [sku.sku], []]]);
    expect(summary.filter((s) => s[0] !== 200)).toEqual(
      Array.from({ length: 9 }, () => [409, 'LIST_EMPTY']),
    );
    const { rows } = await tdb.pool.query(
      `SELECT cl.quantity FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id
        JOIN shopping_lists l ON l.user_id = c.user_id
        WHERE l.id = $1 AND c.status = 'open' AND cl.sku_id = $2`,
      [list.listId, sku.sku],
    );
    expect(rows.map((r) => r.quantity)).toEqual([3]);
    const left = ListResponse.parse(
      (await call('GET', `/account/v1/lists/${list.listId}?siteId=socl`, { session: ana })).json,
    );
    expect(left.lines).toEqual([]);
  });

  it('keeps a line the cart refuses in the list as it was', async () => {
    const ana = await signedIn(tdb, now);
    const one = await stockedSku(tdb, 'socl');
    const two = await otherSku(one.sku);
    const list = await newList(ana);
    for (const [sku, quantity] of [
      [two, 9999],
      [one.sku, 1],
    ] as const) {
      await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
        body: { skuId: sku, quantity },
        session: ana,
      });
    }
    const before = ListResponse.parse(
      (await call('GET', `/account/v1/lists/${list.listId}?siteId=socl`, { session: ana })).json,
    );
    const r = await call('POST', `/account/v1/lists/${list.listId}/to-cart?siteId=socl`, {
      body: {},
      session: ana,
    });
    expect(r.status).toBe(200);
    const out = r.json as { moved: string[]; skipped: Array<{ skuId: string; reason: string }> };
    expect(out.moved).toEqual([one.sku]);
    expect(out.skipped.map((s) => [s.skuId, s.reason])).toEqual([[two, 'OUT_OF_STOCK']]);
    const after = ListResponse.parse(
      (await call('GET', `/account/v1/lists/${list.listId}?siteId=socl`, { session: ana })).json,
    );
    expect(after.lines.map((l) => [l.skuId, l.quantity, l.addedAt])).toEqual(
      before.lines.filter((l) => l.skuId === two).map((l) => [l.skuId, l.quantity, l.addedAt]),
    );
  });

  it("prices a list for the shopper's cart location (the cart's rule)", async () => {
    const ana = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku, 1, ana);
    const list = await newList(ana);
    const r = await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
      body: { skuId: sku.sku, quantity: 1 },
      session: ana,
    });
    const line = ListResponse.parse(r.json).lines[0]!;
    const cartLine = cart.lines.find((l) => l.skuId === sku.sku)!;
    expect(line.unitPrice).toBe(cartLine.pricing.paid?.amount);
    const home = await tdb.pool.query(
      `SELECT coalesce(sum(s.quantity), 0)::int AS n FROM stock s WHERE s.site_id = 'socl'
        AND s.sku_id = $1 AND EXISTS (SELECT 1 FROM zone_facilities zf WHERE zf.site_id = 'socl'
          AND zf.zone_id = $2 AND zf.facility_id = s.facility_id AND zf.method = 'homeDelivery')`,
      [sku.sku, sku.zone],
    );
    expect(line.available).toBe(home.rows[0].n);
  });

  it('shares a read-only link that stops answering once revoked', async () => {
    const ana = await signedIn(tdb, now);
    const eva = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const list = await newList(ana, 'Terraza', { note: 'Para el verano', budget: 90000 });
    await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
      body: { skuId: sku.sku, quantity: 4 },
      session: ana,
    });
    const shared = await call('POST', `/account/v1/lists/${list.listId}/share?siteId=socl`, {
      session: ana,
    });
    const { shareToken } = shared.json as { shareToken: string };
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const again = await call('POST', `/account/v1/lists/${list.listId}/share?siteId=socl`, {
      session: ana,
    });
    expect((again.json as { shareToken: string }).shareToken).toBe(shareToken);

    const pub = await app.request(`/account/v1/shared-lists/${shareToken}?siteId=socl`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toBe('no-store');
    const view = SharedListResponse.parse(await pub.json());
    expect(view).toMatchObject({ name: 'Terraza', note: 'Para el verano', budget: 90000 });
    expect(view.lines.map((l) => [l.skuId, l.quantity])).toEqual([[sku.sku, 4]]);
    expect(view).not.toHaveProperty('shareToken');
    // Read-only: the token opens no write route, and another shopper still cannot write.
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      const w = await app.request(`/account/v1/shared-lists/${shareToken}?siteId=socl`, {
        method,
        headers: { 'content-type': 'application/json', authorization: eva },
        body: method === 'DELETE' ? undefined : JSON.stringify({ name: 'x' }),
      });
      expect(w.status).toBe(404);
    }
    expect(
      (
        await call('PATCH', `/account/v1/lists/${list.listId}?siteId=socl`, {
          body: { name: 'x' },
          session: eva,
        })
      ).status,
    ).toBe(404);
    const owner = ListResponse.parse(
      (await call('GET', `/account/v1/lists/${list.listId}?siteId=socl`, { session: ana })).json,
    );
    expect(owner.shared).toBe(true);
    expect(owner.shareToken).toBe(shareToken);

    expect(
      await statusOf('DELETE', `/account/v1/lists/${list.listId}/share?siteId=socl`, ana),
    ).toBe(204);
    expect((await app.request(`/account/v1/shared-lists/${shareToken}?siteId=socl`)).status).toBe(
      404,
    );
    const fresh = await call('POST', `/account/v1/lists/${list.listId}/share?siteId=socl`, {
      session: ana,
    });
    expect((fresh.json as { shareToken: string }).shareToken).not.toBe(shareToken);
  });

  it("answers a shared list on its own site only: another site's ask is an unknown token's", async () => {
    const ana = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const list = await newList(ana, 'Quincho');
    await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
      body: { skuId: sku.sku, quantity: 2 },
      session: ana,
    });
    const shared = await call('POST', `/account/v1/lists/${list.listId}/share?siteId=socl`, {
      session: ana,
    });
    const { shareToken } = shared.json as { shareToken: string };
    const unknown = randomBytes(18).toString('base64url');
    /** Everything a caller sees of the answer: status, body and the headers that could differ. */
    const ask = async (token: string, siteId: string) => {
      const r = await app.request(`/account/v1/shared-lists/${token}?siteId=${siteId}`);
      return {
        status: r.status,
        body: await r.json(),
        cacheControl: r.headers.get('cache-control'),
        robots: r.headers.get('x-robots-tag'),
      };
    };

    // Chile's site: the list, in pesos.
    const home = await ask(shareToken, 'socl');
    expect(home.status).toBe(200);
    const view = SharedListResponse.parse(home.body);
    expect(view).toMatchObject({ name: 'Quincho', siteId: 'socl', currency: 'CLP' });
    expect(view.lines.map((l) => [l.skuId, l.quantity])).toEqual([[sku.sku, 2]]);

    // Any other site (and a site id no site has): exactly what an unknown token gets there.
    for (const siteId of ['sope', 'somx', 'sobr', 'hocl', 'zz']) {
      const foreign = await ask(shareToken, siteId);
      expect(foreign.status).toBe(404);
      expect(foreign.body.errors.map((e: { code: string }) => e.code)).toEqual(['LIST_NOT_FOUND']);
      expect([siteId, foreign]).toEqual([siteId, await ask(unknown, siteId)]);
    }
    // The site is not optional: without it the route names the missing field.
    const bare = await app.request(`/account/v1/shared-lists/${shareToken}`);
    expect(bare.status).toBe(400);
    expect(
      ((await bare.json()) as { errors: Array<{ field?: string }> }).errors.map((e) => e.field),
    ).toContain('siteId');
    // Still Chile's, unchanged.
    expect((await ask(shareToken, 'socl')).body).toEqual(home.body);
  });

  it("answers a list's routes and its move to a cart on the list's own site only", async () => {
    const ana = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const list = await newList(ana, 'Cocina', { budget: 50000 });
    await call('POST', `/account/v1/lists/${list.listId}/lines?siteId=socl`, {
      body: { skuId: sku.sku, quantity: 2 },
      session: ana,
    });
    const routes = (listId: string): Array<[string, string, unknown?]> => {
      const base = `/account/v1/lists/${listId}`;
      return [
        ['GET', base],
        ['PATCH', base, { name: 'Mía' }],
        ['POST', `${base}/lines`, { skuId: sku.sku, quantity: 1 }],
        ['PATCH', `${base}/lines/${sku.sku}`, { quantity: 3 }],
        ['POST', `${base}/to-cart`, {}],
        ['POST', `${base}/to-cart`, { skuId: sku.sku }],
        ['POST', `${base}/share`],
        ['DELETE', `${base}/share`],
        ['DELETE', `${base}/lines/${sku.sku}`],
        ['DELETE', base],
      ];
    };
    const unknown = routes(randomUUID());
    const answer = async (method: string, path: string, body: unknown) => {
      const r = await call(method, path, { session: ana, ...(body ? { body } : {}) });
      return { status: r.status, json: r.json };
    };
    // On Peru's and Mexico's sites the Chilean list is refused as a list that does not exist:
    // there the Chilean session is nobody (401, as for the site's list of lists).
    for (const siteId of ['sope', 'somx']) {
      for (const [i, [method, route, body]] of routes(list.listId).entries()) {
        const got = await answer(method, `${route}?siteId=${siteId}`, body);
        const none = await answer(method, `${unknown[i]![1]}?siteId=${siteId}`, body);
        expect([siteId, method, route, got]).toEqual([siteId, method, route, none]);
        const codes = (got.json as { errors: Array<{ code: string }> }).errors.map((e) => e.code);
        expect([siteId, method, route, got.status, codes]).toEqual([
          siteId,
          method,
          route,
          401,
          ['UNAUTHENTICATED'],
        ]);
      }
    }
    // A site's route without the site names the missing field.
    const bare = await call('GET', `/account/v1/lists/${list.listId}`, { session: ana });
    expect(bare.status).toBe(400);
    expect(
      (bare.json as { errors: Array<{ field?: string }> }).errors.map((e) => e.field),
    ).toContain('siteId');
    // Nothing moved, nothing changed, no cart made anywhere.
    const mine = ListResponse.parse(
      (await call('GET', `/account/v1/lists/${list.listId}?siteId=socl`, { session: ana })).json,
    );
    expect(mine).toMatchObject({ name: 'Cocina', budget: 50000, shared: false, siteId: 'socl' });
    expect(mine.lines.map((l) => [l.skuId, l.quantity])).toEqual([[sku.sku, 2]]);
    const carts = await tdb.pool.query(
      'SELECT c.site_id FROM carts c JOIN shopping_lists l ON l.user_id = c.user_id WHERE l.id = $1',
      [list.listId],
    );
    expect(carts.rows).toEqual([]);
  });

  it("refuses a list row of another site to its owner's session on the asked site", async () => {
    const ana = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const mine = await newList(ana, 'Mía');
    // A row no route makes (a list is made on its owner's own site): Peru's, of a Chilean shopper.
    const { rows } = await tdb.pool.query(
      `INSERT INTO shopping_lists (user_id, site_id, name, share_token)
        SELECT user_id, 'sope', 'De Perú', $2 FROM shopping_lists WHERE id = $1 RETURNING id`,
      [mine.listId, randomBytes(18).toString('base64url')],
    );
    const listId = rows[0].id as string;
    await tdb.pool.query(
      'INSERT INTO shopping_list_lines (list_id, sku_id, quantity) VALUES ($1, $2, 1)',
      [listId, sku.sku],
    );
    const none = await call('GET', `/account/v1/lists/${randomUUID()}?siteId=socl`, {
      session: ana,
    });
    expect(none.status).toBe(404);
    for (const [method, path, body] of [
      ['GET', `/account/v1/lists/${listId}?siteId=socl`, undefined],
      ['POST', `/account/v1/lists/${listId}/to-cart?siteId=socl`, {}],
    ] as const) {
      const r = await call(method, path, { session: ana, ...(body ? { body } : {}) });
      expect([path, r.status, r.json]).toEqual([path, none.status, none.json]);
    }
    const left = await tdb.pool.query(
      'SELECT quantity FROM shopping_list_lines WHERE list_id = $1',
      [listId],
    );
    expect(left.rows).toEqual([{ quantity: 1 }]);
    // Chile's lists do not count it.
    const all = ListsResponse.parse(
      (await call('GET', '/account/v1/lists?siteId=socl', { session: ana })).json,
    );
    expect(all.lists.map((l) => l.name)).toEqual(['Mía']);
  });

  it('keeps the bounds: 50 lists, 200 lines, quantity 1..9999', async () => {
    const ana = await signedIn(tdb, now);
    const first = await newList(ana, 'Lista 1');
    const userId = (
      await tdb.pool.query('SELECT user_id FROM shopping_lists WHERE id = $1', [first.listId])
    ).rows[0].user_id as string;
    await tdb.pool.query(
      `INSERT INTO shopping_lists (user_id, site_id, name)
        SELECT $1, 'socl', 'Lista ' || g FROM generate_series(2, 50) g`,
      [userId],
    );
    const over = await call('POST', '/account/v1/lists', {
      body: { siteId: 'socl', name: 'Una más' },
      session: ana,
    });
    expect(over.status).toBe(409);
    expect((over.json as { errors: Array<{ code: string }> }).errors[0]!.code).toBe(
      'TOO_MANY_LISTS',
    );
    // A session is its own tenant's: on Peru's site its holder is nobody, with no lists to keep.
    expect(
      (
        await call('POST', '/account/v1/lists', {
          body: { siteId: 'sope', name: 'Perú' },
          session: ana,
        })
      ).status,
    ).toBe(401);

    const skus = (
      await tdb.pool.query(
        `SELECT sku_id FROM variants WHERE site_id = 'socl' AND published ORDER BY sku_id LIMIT 201`,
      )
    ).rows.map((r) => r.sku_id as string);
    expect(skus).toHaveLength(201);
    await tdb.pool.query(
      `INSERT INTO shopping_list_lines (list_id, sku_id, quantity)
        SELECT $1, unnest($2::text[]), 1`,
      [first.listId, skus.slice(0, 200)],
    );
    const full = await call('POST', `/account/v1/lists/${first.listId}/lines?siteId=socl`, {
      body: { skuId: skus[200], quantity: 1 },
      session: ana,
    });
    expect(full.status).toBe(409);
    expect((full.json as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('LIST_FULL');

    const big = await call(
      'PATCH',
      `/account/v1/lists/${first.listId}/lines/${skus[0]}?siteId=socl`,
      {
        body: { quantity: 9999 },
        session: ana,
      },
    );
    expect(big.status).toBe(200);
    const grow = await call('POST', `/account/v1/lists/${first.listId}/lines?siteId=socl`, {
      body: { skuId: skus[0], quantity: 1 },
      session: ana,
    });
    expect(grow.status).toBe(400);
    expect((grow.json as { errors: Array<{ field?: string }> }).errors[0]!.field).toBe('quantity');
  });

  it('refuses bad input with 400 naming the field, changing nothing; CSRF from another site', async () => {
    const ana = await signedIn(tdb, now);
    const list = await newList(ana, 'Jardín', { budget: 1000 });
    const fieldsOf = (r: { json: unknown }) =>
      (r.json as { errors: Array<{ field?: string }> }).errors.map((e) => e.field);
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/account/v1/lists', { siteId: 'socl', name: '   ' }, 'name'],
      ['POST', '/account/v1/lists', { siteId: 'socl', name: 'x'.repeat(61) }, 'name'],
      ['POST', '/account/v1/lists', { siteId: 'socl', name: 'A', budget: -5 }, 'budget'],
      ['PATCH', `/account/v1/lists/${list.listId}?siteId=socl`, { budget: 1.5 }, 'budget'],
      ['PATCH', `/account/v1/lists/${list.listId}?siteId=socl`, { note: 'n'.repeat(501) }, 'note'],
      [
        'POST',
        `/account/v1/lists/${list.listId}/lines?siteId=socl`,
        { skuId: 'X', quantity: 0 },
        'quantity',
      ],
      [
        'POST',
        `/account/v1/lists/${list.listId}/lines?siteId=socl`,
        { skuId: 'X', quantity: 10000 },
        'quantity',
      ],
      [
        'POST',
        `/account/v1/lists/${list.listId}/lines?siteId=socl`,
        { skuId: 'NO-SUCH-SKU' },
        'skuId',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const r = await call(method, path, { body, session: ana });
      expect([path, JSON.stringify(body), r.status]).toEqual([path, JSON.stringify(body), 400]);
      expect(fieldsOf(r)).toContain(field);
    }
    const csrf = await call('POST', '/account/v1/lists', {
      body: { siteId: 'socl', name: 'Ataque' },
      session: ana,
      headers: { origin: 'https://evil.example' },
    });
    expect(csrf.status).toBe(403);
    const ok = await call('POST', '/account/v1/lists', {
      body: { siteId: 'socl', name: 'Propia' },
      session: ana,
      headers: { origin: ORIGIN },
    });
    expect(ok.status).toBe(201);
    const mine = ListsResponse.parse(
      (await call('GET', '/account/v1/lists?siteId=socl', { session: ana })).json,
    );
    expect(mine.lists.map((l) => l.name).sort()).toEqual(['Jardín', 'Propia']);
    expect(mine.lists.find((l) => l.name === 'Jardín')).toMatchObject({
      budget: 1000,
      lineCount: 0,
    });
  });

  // JSON's "\ud800" is half a character: a text column kept it as U+FFFD, silently.
  const halves: Array<[string, string, string, (listId: string) => [string, object]]> = [
    [
      'a new name',
      'POST',
      'name',
      () => ['/account/v1/lists', { siteId: 'socl', name: 'Baño\ud800' }],
    ],
    [
      'a new note',
      'POST',
      'note',
      () => ['/account/v1/lists', { siteId: 'socl', name: 'Baño', note: '\udc00' }],
    ],
    [
      'a rename',
      'PATCH',
      'name',
      (id: string) => [`/account/v1/lists/${id}?siteId=socl`, { name: 'Obra\udbff' }],
    ],
    [
      'a note',
      'PATCH',
      'note',
      (id: string) => [`/account/v1/lists/${id}?siteId=socl`, { note: 'x\udfffy' }],
    ],
  ];
  it.each(halves)(
    'a lone surrogate in %s is a 400 naming the field, nothing stored',
    async (_n, method, field, request) => {
      const ana = await signedIn(tdb, now);
      const list = await newList(ana, 'Terraza');
      const [path, body] = request(list.listId);
      const r = await call(method, path, { body, session: ana });
      expect([r.status, (r.json as { errors: unknown[] }).errors]).toEqual([
        400,
        [{ code: 'INVALID_PARAMETER', message: 'Hay caracteres no válidos', field }],
      ]);
      const mine = ListsResponse.parse(
        (await call('GET', '/account/v1/lists?siteId=socl', { session: ana })).json,
      );
      expect(mine.lists.map((l) => [l.name, l.note])).toEqual([['Terraza', null]]);
    },
  );

  // The body's siteId names the site: a Brazilian one reads its messages in Portuguese.
  it.each([
    ['socl', {}, 'name', 'Falta este dato'],
    ['sobr', {}, 'name', 'Falta este dado'],
    ['sobr', { name: 'A', budget: -5 }, 'budget', 'Deve ser maior que 0'],
    ['sobr', { name: 'A', budget: 1.5 }, 'budget', 'Sem casas decimais'],
    ['sobr', { name: '   ' }, 'name', 'Escreva um nome'],
    ['sobr', { name: 'Jardim\ud800' }, 'name', 'Há caracteres inválidos'],
    [
      'dicico',
      { name: 'A', note: 7 },
      'note',
      'Entrada inválida: esperava um texto, recebeu um número',
    ],
  ])('%s: a new list with %j says %s: %s', async (siteId, body, field, message) => {
    const ana = await signedIn(tdb, now);
    const r = await call('POST', '/account/v1/lists', { body: { siteId, ...body }, session: ana });
    expect([r.status, (r.json as { errors: unknown[] }).errors]).toEqual([
      400,
      [{ code: 'INVALID_PARAMETER', message, field }],
    ]);
  });
});

/** A second sold SKU with stock, other than the first stockedSku. */
async function otherSku(first: string) {
  const { rows } = await tdb.pool.query(
    `SELECT s.sku_id FROM stock s JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id
      AND v.published WHERE s.site_id = 'socl' AND s.sku_id <> $1 AND s.quantity > 20
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id LIMIT 1`,
    [first],
  );
  return rows[0].sku_id as string;
}
