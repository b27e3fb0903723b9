import { and, asc, type Db, eq, inArray, isNotNull, isNull, lt, schema, sql } from '@fierro/db';

const { carts, cartLines, orders } = schema;

export type CartRow = typeof carts.$inferSelect;
export type LineRow = typeof cartLines.$inferSelect;
/** A transaction of the Drizzle database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Carts and their lines in PostgreSQL, through Drizzle's typed builder (issue 18, 21). */
export const cartStore = (db: Db) => {
  // Built and named once: every cart read and write starts with it (the builder's work and the
  // server's planning, once per connection instead of per request).
  const withLinesQuery = db
    .select({ cart: carts, line: cartLines })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .orderBy(asc(cartLines.lineId))
    .prepare('cart-with-lines');
  return {
    async create(siteId: string, userId: string | null): Promise<CartRow> {
      const [row] = await db.insert(carts).values({ siteId, userId }).returning();
      return row!;
    },

    async find(cartId: string): Promise<CartRow | null> {
      const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
      return row ?? null;
    },

    /** The shopper's open cart on a site. */
    async openOf(siteId: string, userId: string): Promise<CartRow | null> {
      const [row] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.siteId, siteId), eq(carts.userId, userId), eq(carts.status, 'open')));
      return row ?? null;
    },

    /** A cart and its lines in one round trip (every read and write of a cart starts here). */
    async withLines(cartId: string): Promise<{ cart: CartRow; lines: LineRow[] } | null> {
      const rows = await withLinesQuery.execute({ cartId });
      if (rows.length === 0) return null;
      return {
        cart: rows[0]!.cart,
        lines: rows.flatMap((r) => (r.line ? [r.line] : [])),
      };
    },

    async lines(cartId: string, tx: Db | Tx = db): Promise<LineRow[]> {
      return tx
        .select()
        .from(cartLines)
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.lineId));
    },

    /**
     * Runs `change` in one transaction after taking the cart at `version`: the conditional update
     * bumps the version and locks the row, so of concurrent writers holding one version exactly one
     * gets through and the others see `ok: false` (nothing they meant to change is written).
     * `change` only writes: a read through another connection while holding the row could wait
     * on a pool that the waiting writers hold.
     */
    async write<T>(
      cartId: string,
      version: number,
      change: (tx: Tx) => Promise<T>,
    ): Promise<{ ok: true; value: T } | { ok: false }> {
      return db.transaction(async (tx) => {
        const [cart] = await tx
          .update(carts)
          .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(carts.id, cartId), eq(carts.version, version), eq(carts.status, 'open')))
          .returning({ id: carts.id });
        if (!cart) return { ok: false as const };
        return { ok: true as const, value: await change(tx) };
      });
    },

    /** Records the paid unit prices the shopper was just shown (price-change notices start here). */
    async markSeen(cartId: string, seen: ReadonlyArray<{ lineId: number; price: number }>) {
      if (seen.length === 0) return;
      // Raw SQL: one statement for every line (Drizzle's template spreads arrays into lists).
      await db.$client.query({
        name: 'cart-mark-seen',
        text: `UPDATE cart_lines l SET seen_unit_price = s.price
        FROM unnest($2::int[], $3::bigint[]) AS s(line_id, price)
        WHERE l.cart_id = $1 AND l.line_id = s.line_id
          AND l.seen_unit_price IS DISTINCT FROM s.price`,
        values: [cartId, seen.map((s) => s.lineId), seen.map((s) => s.price)],
      });
    },

    /** Guest carts unused since `before` expire (DESIGN: guest carts live 30 days). */
    async expireGuests(before: Date): Promise<number> {
      const expired = await db
        .update(carts)
        .set({ status: 'expired' })
        .where(and(eq(carts.status, 'open'), isNull(carts.userId), lt(carts.updatedAt, before)))
        .returning({ id: carts.id });
      return expired.length;
    },

    /**
     * Deletes up to `limit` expired guest carts unused since `before` (their lines go with them);
     * a cart an order names is kept, whatever became of the order (orders.cart_id has no foreign
     * key, and an order's jobs reopen its cart). How many went.
     */
    async deleteExpiredGuests(before: Date, limit: number): Promise<number> {
      const gone = await db
        .delete(carts)
        .where(
          inArray(
            carts.id,
            db
              .select({ id: carts.id })
              .from(carts)
              .where(
                and(
                  eq(carts.status, 'expired'),
                  isNull(carts.userId),
                  lt(carts.updatedAt, before),
                  sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.cartId} = ${carts.id})`,
                ),
              )
              .limit(limit),
          ),
        )
        .returning({ id: carts.id });
      return gone.length;
    },
  };
};

/**
 * How long an expired guest cart is kept, after the 30 days without use that expired it, before
 * it is deleted. It already answers as no cart (404); the margin keeps deletion far from a cart's
 * last use (a write at the edge of expiry, clocks of several processes), and anonymous carts are
 * no longer kept for ever.
 */
export const EXPIRED_GUEST_CART_KEPT_MS = 30 * 86_400_000;

export type CartStore = ReturnType<typeof cartStore>;

/** The next line id of a cart (line ids are per cart, never reused while the cart lives). */
export const nextLineId = (lines: readonly LineRow[]) =>
  lines.reduce((max, l) => Math.max(max, l.lineId), 0) + 1;

export const insertLine = (tx: Tx, values: typeof cartLines.$inferInsert) =>
  tx.insert(cartLines).values(values);

export const updateLine = (
  tx: Tx,
  cartId: string,
  lineId: number,
  set: Partial<typeof cartLines.$inferInsert>,
) =>
  tx
    .update(cartLines)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.lineId, lineId)));

/** Deletes a line and the warranty and service lines under it. */
export const deleteLine = (tx: Tx, cartId: string, lineId: number) =>
  tx
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.cartId, cartId),
        sql`(${cartLines.lineId} = ${lineId} OR ${cartLines.parentLineId} = ${lineId})`,
      ),
    );

export const updateCart = (tx: Tx, cartId: string, set: Partial<typeof carts.$inferInsert>) =>
  tx.update(carts).set(set).where(eq(carts.id, cartId));

/** Every line of a store reservation follows the cart's store (none keeps one of its own). */
export const linesFollowCartStore = (tx: Tx, cartId: string) =>
  tx
    .update(cartLines)
    .set({ pickupStoreId: null, updatedAt: sql`now()` })
    .where(and(eq(cartLines.cartId, cartId), isNotNull(cartLines.pickupStoreId)));

/**
 * An order takes the cart at the version it was priced at (issue 22): the cart is closed in the
 * order's transaction, so a cart changed meanwhile (another tab) or ordered twice is refused.
 */
export const closeCartForOrder = (tx: Tx, cartId: string, version: number) =>
  closeCartAt(tx, cartId, version, 'ordered');

/**
 * Closes an open cart at the version it was read at; false when it was written or closed since
 * (an order and a sign-in's merge of one guest cart: exactly one of them takes it).
 */
export const closeCartAt = async (
  tx: Tx,
  cartId: string,
  version: number,
  status: 'ordered' | 'merged',
) => {
  const closed = await tx
    .update(carts)
    .set({ status, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), eq(carts.version, version), eq(carts.status, 'open')))
    .returning({ id: carts.id });
  return closed.length === 1;
};

/**
 * A declined payment gives the shopper the cart back, unless they already have another open
 * cart on the site with lines in it (one open cart per shopper). An empty one, made meanwhile by a
 * page the shopper opened on another device, gives way: it held nothing.
 */
export const reopenCart = async (tx: Tx, cartId: string) => {
  const [held] = await tx
    .select({ siteId: carts.siteId, userId: carts.userId, status: carts.status })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (held?.status === 'ordered' && held.userId !== null) {
    await tx
      .update(carts)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(carts.siteId, held.siteId),
          eq(carts.userId, held.userId),
          eq(carts.status, 'open'),
          sql`NOT EXISTS (SELECT 1 FROM ${cartLines} WHERE ${cartLines.cartId} = ${carts.id})`,
        ),
      );
  }
  return reopenIfAlone(tx, cartId);
};

const reopenIfAlone = (tx: Tx, cartId: string) =>
  tx
    .update(carts)
    .set({ status: 'open', version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(carts.id, cartId),
        eq(carts.status, 'ordered'),
        sql`(${carts.userId} IS NULL OR NOT EXISTS (SELECT 1 FROM carts o WHERE o.site_id = ${carts.siteId}
          AND o.user_id = ${carts.userId} AND o.status = 'open'))`,
      ),
    );
