import { and, asc, type Db, desc, eq, inArray, ne, notInArray, schema, sql } from '@fierro/db';
import type { Tx } from '../cart';
import type { OrderStoreView } from './order.view';

const {
  orders,
  orderAccessTokens,
  orderLines,
  orderHistory,
  stockReservations,
  idempotencyKeys,
  outbox,
} = schema;

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** How long a claimed key is held by its request before another may take it over (a crash). */
export const KEY_LOCK_MS = 30_000;
/** Idempotency keys are kept this long (issue 22: 24 h). */
export const KEY_TTL_MS = 24 * 3_600_000;
/** Replays' access tokens kept per order (`addAccessToken`). */
export const REPLAY_TOKENS_KEPT = 10;

/** Units a placement needs of one SKU at one place: shipped to the cart's zone, or a store's. */
export interface StockNeed {
  skuId: string;
  /** `null`: home delivery from the facilities that ship to the zone. */
  storeId: string | null;
  quantity: number;
}

export type Reserved = Array<{ skuId: string; facilityId: string; quantity: number }>;

/** Not enough units for a need: what is there, for the shopper's message. */
export class Shortage {
  constructor(
    readonly skuId: string,
    readonly available: number,
  ) {}
}

/**
 * Takes the units of every need from `stock` in the order's transaction. The rows are locked in
 * one statement in a fixed order (SKU, facility), so two carts never wait on each other in a
 * cycle, and a unit taken by one transaction is seen as gone by the next: no oversell.
 */
export async function reserveStock(
  tx: Tx,
  siteId: string,
  zoneId: string | null,
  needs: readonly StockNeed[],
): Promise<Reserved | Shortage> {
  if (needs.length === 0) return [];
  const skus = [...new Set(needs.map((n) => n.skuId))].sort();
  const stores = [...new Set(needs.flatMap((n) => (n.storeId ? [n.storeId] : [])))];
  const { rows } = await tx.execute<{
    sku_id: string;
    facility_id: string;
    quantity: number;
    ships: boolean;
    priority: number;
  }>(sql`SELECT s.sku_id, s.facility_id, s.quantity,
      (zf.facility_id IS NOT NULL) AS ships, COALESCE(zf.priority, 0) AS priority
    FROM stock s
    LEFT JOIN zone_facilities zf ON zf.site_id = s.site_id AND zf.zone_id = ${zoneId}
      AND zf.facility_id = s.facility_id AND zf.method = 'homeDelivery'
    WHERE s.site_id = ${siteId}
      AND s.sku_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))
      AND (zf.facility_id IS NOT NULL
        OR s.facility_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(stores)}::jsonb)))
    ORDER BY s.sku_id, s.facility_id
    FOR UPDATE OF s`);
  const left = new Map(rows.map((r) => [`${r.sku_id}|${r.facility_id}`, Number(r.quantity)]));
  const taken: Reserved = [];
  for (const need of needs) {
    const places = rows
      .filter(
        (r) => r.sku_id === need.skuId && (need.storeId ? r.facility_id === need.storeId : r.ships),
      )
      .sort((a, b) => a.priority - b.priority || a.facility_id.localeCompare(b.facility_id));
    const available = places.reduce((sum, r) => sum + left.get(`${r.sku_id}|${r.facility_id}`)!, 0);
    if (available < need.quantity) return new Shortage(need.skuId, available);
    let wanted = need.quantity;
    for (const r of places) {
      if (wanted === 0) break;
      const key = `${r.sku_id}|${r.facility_id}`;
      const take = Math.min(wanted, left.get(key)!);
      if (take === 0) continue;
      left.set(key, left.get(key)! - take);
      taken.push({ skuId: r.sku_id, facilityId: r.facility_id, quantity: take });
      wanted -= take;
    }
  }
  // One statement for every row taken (a 30-line cart is one round trip). Arrays travel as one
  // JSON parameter: Drizzle's template would spread them into a list.
  await tx.execute(sql`UPDATE stock s SET quantity = s.quantity - t.quantity, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(taken)}::jsonb)
      AS t("skuId" text, "facilityId" text, quantity int)
    WHERE s.site_id = ${siteId} AND s.sku_id = t."skuId" AND s.facility_id = t."facilityId"`);
  return taken;
}

/** The site's next order number, from its own sequence (order_number_<siteId>). */
export async function nextOrderNumber(tx: Tx, siteId: string): Promise<string> {
  if (!/^[a-z]{2,12}$/.test(siteId)) throw new Error(`bad site id ${siteId}`);
  const { rows } = await tx.execute<{ n: string }>(
    sql.raw(`SELECT nextval('order_number_${siteId}')::text AS n`),
  );
  return rows[0]!.n;
}

/** The company a buyer acts for (one per user in this release), or null for a person. */
export async function companyOfBuyer(tx: Tx, userId: string): Promise<string | null> {
  const [membership] = await tx
    .select({ companyId: schema.companyUsers.companyId })
    .from(schema.companyUsers)
    .where(eq(schema.companyUsers.userId, userId))
    .limit(1);
  return membership?.companyId ?? null;
}

/** Gives back what an order holds (declined, cancelled, expired): once, whoever asks twice. */
export async function releaseStock(tx: Tx, orderId: string): Promise<number> {
  const released = await tx
    .update(stockReservations)
    .set({ releasedAt: sql`now()` })
    .where(
      and(eq(stockReservations.orderId, orderId), sql`${stockReservations.releasedAt} IS NULL`),
    )
    .returning();
  if (released.length === 0) return 0;
  const back = released.map((r) => ({
    skuId: r.skuId,
    facilityId: r.facilityId,
    quantity: r.quantity,
  }));
  await tx.execute(sql`UPDATE stock s SET quantity = s.quantity + t.quantity, updated_at = now()
    FROM (SELECT "skuId", "facilityId", sum(quantity)::int AS quantity
      FROM jsonb_to_recordset(${JSON.stringify(back)}::jsonb)
        AS u("skuId" text, "facilityId" text, quantity int)
      GROUP BY "skuId", "facilityId") AS t
    WHERE s.site_id = ${released[0]!.siteId} AND s.sku_id = t."skuId"
      AND s.facility_id = t."facilityId"`);
  return released.length;
}

/**
 * Moves an order to `to` only from one of `from` (the row lock makes concurrent moves take
 * turns); records the change in the history. Null when the order was not in `from`.
 */
export async function moveOrder(
  tx: Tx,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert> = {},
  note: string | null = null,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.status} IN (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  if (!row) return null;
  await tx.insert(orderHistory).values({ orderId, status: to, note });
  return row;
}

export const addOutbox = (
  tx: Tx,
  kind: string,
  payload: Record<string, unknown>,
  dueAt: Date = new Date(),
) => tx.insert(outbox).values({ kind, payload, dueAt });

/** Orders, their lines and history, and the idempotency keys of placement. */
export const orderStore = (db: Db) => ({
  db,

  /**
   * Whether the cart's order waits for its card payment to be checked (3-D Secure): the cart
   * comes back if the check fails, so until then it is held, not gone. A pay-at-store order's
   * cart is ordered for good.
   */
  async holdsCart(cartId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.cartId, cartId),
          eq(orders.status, 'PAYMENT_PENDING'),
          ne(orders.paymentMethod, 'payAtStore'),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async find(orderId: string): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    return row ?? null;
  },

  async details(orderId: string) {
    const [lines, history] = await Promise.all([
      db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.lineId)),
      db
        .select({ status: orderHistory.status, at: orderHistory.at })
        .from(orderHistory)
        .where(eq(orderHistory.orderId, orderId))
        .orderBy(asc(orderHistory.id)),
    ]);
    return { lines, history };
  },

  /** Another access token of the order (a replayed placement's): its SHA-256 only. */
  /**
   * A replay's token, keeping the order's REPLAY_TOKENS_KEPT latest: replaying one key for its
   * 24 h added a row a request, without bound (1,000 replays, 1,000 rows; 2026-11-29). The
   * order's first token is in `orders` and never goes; a client retries a lost answer a few
   * times, and its latest answer's token is among those kept.
   */
  async addAccessToken(orderId: string, tokenHash: string) {
    await db.transaction(async (tx) => {
      await tx.insert(orderAccessTokens).values({ orderId, tokenHash });
      const latest = tx
        .select({ tokenHash: orderAccessTokens.tokenHash })
        .from(orderAccessTokens)
        .where(eq(orderAccessTokens.orderId, orderId))
        .orderBy(desc(orderAccessTokens.createdAt), desc(orderAccessTokens.tokenHash))
        .limit(REPLAY_TOKENS_KEPT);
      await tx
        .delete(orderAccessTokens)
        .where(
          and(
            eq(orderAccessTokens.orderId, orderId),
            notInArray(orderAccessTokens.tokenHash, latest),
          ),
        );
    });
  },

  /** The SHA-256 of the order's access tokens besides `orders.accessTokenHash`. */
  async accessTokenHashes(orderId: string): Promise<string[]> {
    const rows = await db
      .select({ hash: orderAccessTokens.tokenHash })
      .from(orderAccessTokens)
      .where(eq(orderAccessTokens.orderId, orderId));
    return rows.map((r) => r.hash);
  },

  /** The stores of an order's lines (name, address, hours as they are now), by id. */
  async stores(siteId: string, storeIds: readonly string[]) {
    if (storeIds.length === 0) return new Map<string, OrderStoreView>();
    const f = schema.facilities;
    const rows = await db
      .select({
        id: f.facilityId,
        name: f.name,
        address: sql<string>`${f.address} || ', ' || ${f.city}`,
        hours: f.openingHoursText,
      })
      .from(f)
      .where(and(eq(f.siteId, siteId), inArray(f.facilityId, [...storeIds])));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /**
   * Claims `key` for a request (its body's hash). Answers `claimed` (go on; `orderId` when an
   * earlier holder that died had written the order) or the row someone else holds. An expired key
   * is claimed anew.
   */
  async claimKey(
    siteId: string,
    key: string,
    requestHash: string,
  ): Promise<{ claimed: true; orderId: string | null } | { claimed: false; row: KeyRow | null }> {
    const lockedUntil = sql`now() + ${`${KEY_LOCK_MS} milliseconds`}::interval`;
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        siteId,
        key,
        requestHash,
        lockedUntil: sql`${lockedUntil}` as unknown as Date,
        expiresAt: sql`now() + ${`${KEY_TTL_MS} milliseconds`}::interval` as unknown as Date,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.siteId, idempotencyKeys.key],
        set: {
          requestHash,
          status: 'processing',
          orderId: null,
          responseStatus: null,
          responseBody: null,
          lockedUntil: sql`${lockedUntil}` as unknown as Date,
          expiresAt: sql`now() + ${`${KEY_TTL_MS} milliseconds`}::interval` as unknown as Date,
        },
        setWhere: sql`${idempotencyKeys.expiresAt} < now()`,
      })
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 1) return { claimed: true, orderId: null };
    // A holder that died (its lock ran out) is taken over by a request with the same body.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: sql`${lockedUntil}` as unknown as Date })
      .where(
        and(
          eq(idempotencyKeys.siteId, siteId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.status, 'processing'),
          eq(idempotencyKeys.requestHash, requestHash),
          sql`${idempotencyKeys.lockedUntil} < now()`,
        ),
      )
      .returning({ orderId: idempotencyKeys.orderId });
    if (taken) return { claimed: true, orderId: taken.orderId };
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.siteId, siteId), eq(idempotencyKeys.key, key)));
    return { claimed: false, row: row ?? null };
  },

  async completeKey(siteId: string, key: string, status: number, body: unknown) {
    await db
      .update(idempotencyKeys)
      .set({ status: 'completed', responseStatus: status, responseBody: body })
      .where(and(eq(idempotencyKeys.siteId, siteId), eq(idempotencyKeys.key, key)));
  },

  /** A placement refused before any order was written frees its key for a corrected request. */
  async releaseKey(siteId: string, key: string) {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.siteId, siteId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.status, 'processing'),
          sql`${idempotencyKeys.orderId} IS NULL`,
        ),
      );
  },

  async purgeKeys(): Promise<number> {
    const gone = await db
      .delete(idempotencyKeys)
      .where(sql`${idempotencyKeys.expiresAt} < now()`)
      .returning({ key: idempotencyKeys.key });
    return gone.length;
  },
});

export type OrderStore = ReturnType<typeof orderStore>;
export { idempotencyKeys, orderHistory, orderLines, orders, stockReservations };

/** A bank promotion (installments) running at `now` on the site, and the SKUs it is limited to. */
export async function bankPromotion(db: Db, siteId: string, promotionId: string, now: Date) {
  const { rows } = await db.execute<{
    months: number | null;
    min_amount: number | null;
    bank: string | null;
    skus: string[] | null;
  }>(sql`SELECT pm.months, pm.min_amount, pm.bank,
      (SELECT array_agg(pi.sku_id) FROM promotion_items pi
        WHERE pi.site_id = pm.site_id AND pi.promotion_id = pm.promotion_id) AS skus
    FROM promotions pm WHERE pm.site_id = ${siteId} AND pm.promotion_id = ${promotionId}
      AND pm.type = 'BANK' AND (pm.valid_from IS NULL OR pm.valid_from <= ${now})
      AND (pm.valid_to IS NULL OR ${now} < pm.valid_to)`);
  const r = rows[0];
  return r
    ? {
        months: Number(r.months ?? 0),
        minAmount: Number(r.min_amount ?? 0),
        bank: r.bank,
        skus: r.skus,
      }
    : null;
}

/** Every bank promotion (installments) running at `now` on the site, with its SKUs if limited. */
export async function bankPromotions(db: Db, siteId: string, now: Date) {
  const { rows } = await db.execute<{
    promotion_id: string;
    title: string;
    bank: string | null;
    months: number | null;
    interest_free: boolean | null;
    monthly_rate: number | string | null;
    min_amount: number | null;
    skus: string[] | null;
  }>(sql`SELECT pm.promotion_id, pm.title, pm.bank, pm.months, pm.interest_free,
      pm.monthly_rate, pm.min_amount,
      (SELECT array_agg(pi.sku_id) FROM promotion_items pi
        WHERE pi.site_id = pm.site_id AND pi.promotion_id = pm.promotion_id) AS skus
    FROM promotions pm WHERE pm.site_id = ${siteId} AND pm.type = 'BANK'
      AND pm.months > 0 AND (pm.valid_from IS NULL OR pm.valid_from <= ${now})
      AND (pm.valid_to IS NULL OR ${now} < pm.valid_to)
    ORDER BY pm.promotion_id`);
  return rows.map((r) => ({
    promotionId: r.promotion_id,
    title: r.title,
    bank: r.bank ?? '',
    months: Number(r.months ?? 0),
    interestFree: r.interest_free ?? false,
    monthlyRate: Number(r.monthly_rate ?? 0),
    minAmount: Number(r.min_amount ?? 0),
    skus: r.skus,
  }));
}
