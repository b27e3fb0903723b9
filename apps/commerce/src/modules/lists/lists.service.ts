import { randomBytes } from 'node:crypto';
import { and, asc, count, type Db, desc, eq, inArray, schema, sql } from '@fierro/db';
import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import {
  type ListLine,
  type ListResponse,
  type ListSummary,
  type ListToCartResponse,
  MAX_LIST_LINES,
  MAX_LIST_QUANTITY,
  MAX_LISTS,
  type SharedListResponse,
} from '../../contract';
import {
  type Asker,
  addLine,
  askerAt,
  type CartDeps,
  CartError,
  createCart,
  quoteSkus,
  type SkuQuote,
} from '../cart';
import { ListError } from './lists.errors';

/**
 * Lists and projects (issue 23). A list answers only its owner: anyone else, signed in or not,
 * gets the same 404 as for a list that does not exist. Its lines are read with today's prices and
 * stock for the shopper (the cart's rule); a shared list is read by its token, read-only.
 *
 * A list is its own site's alone: every route names the site it is asked on, and a list of
 * another site is answered there as one that does not exist (its lines are that site's SKUs at
 * that site's prices, its cart that site's cart). A session of another tenant is nobody here.
 */
const { shoppingLists: lists, shoppingListLines: lines } = schema;
type ListRow = typeof lists.$inferSelect;
type LineRow = typeof lines.$inferSelect;

export interface ListDeps {
  db: Db;
  cart: CartDeps;
}

const tenantOf = (siteId: string): Tenant => {
  const tenant = getTenantBySiteId(siteId);
  if (!tenant) throw new ListError('LIST_NOT_FOUND');
  return tenant;
};

/** The signed-in shopper; a site's lists are its own tenant's sessions' alone (askerAt). */
const userOf = (asker: Asker, siteId: string): string => {
  const who = askerAt(asker, tenantOf(siteId));
  if (!who.userId) throw new ListError('UNAUTHENTICATED');
  return who.userId;
};

/**
 * The shopper's list of the asked site. Another shopper's, another site's or none: the same 404;
 * a session of another tenant is nobody on this site (401, as for its list of lists).
 */
const owned = async (db: Db, asker: Asker, siteId: string, listId: string): Promise<ListRow> => {
  const userId = userOf(asker, siteId);
  const [row] = await db
    .select()
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.userId, userId), eq(lists.siteId, siteId)));
  if (!row) throw new ListError('LIST_NOT_FOUND');
  return row;
};

const linesOf = (db: Db, listIds: readonly string[]) =>
  listIds.length === 0
    ? Promise.resolve([] as LineRow[])
    : db
        .select()
        .from(lines)
        .where(inArray(lines.listId, [...listIds]))
        .orderBy(asc(lines.addedAt), asc(lines.skuId));

const priced = (line: LineRow, quote: SkuQuote | undefined): ListLine => {
  const unitPrice = quote?.unitPrice ?? null;
  return {
    skuId: line.skuId,
    productId: quote?.productId ?? null,
    name: quote?.name ?? line.skuId,
    slug: quote?.slug ?? null,
    image: quote?.image ?? null,
    quantity: line.quantity,
    sold: quote?.sold === true,
    unitPrice,
    lineTotal: unitPrice === null ? null : unitPrice * line.quantity,
    available: quote?.available ?? 0,
    addedAt: line.addedAt.toISOString(),
  };
};

const summaryOf = (row: ListRow, rows: readonly ListLine[], currency: string): ListSummary => ({
  listId: row.id,
  siteId: row.siteId,
  name: row.name,
  note: row.note,
  budget: row.budget,
  lineCount: rows.length,
  itemCount: rows.reduce((n, l) => n + l.quantity, 0),
  total: rows.reduce((n, l) => n + (l.lineTotal ?? 0), 0),
  currency,
  shared: row.shareToken !== null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The lists' lines priced for the asker, in one catalogue read. */
const pricedLines = async (deps: ListDeps, tenant: Tenant, asker: Asker, rows: LineRow[]) => {
  const skus = [...new Set(rows.map((l) => l.skuId))];
  const { currency, quotes } = await quoteSkus(deps.cart, tenant, asker, skus);
  return { currency, line: (l: LineRow) => priced(l, quotes.get(l.skuId)) };
};

const view = async (deps: ListDeps, asker: Asker, row: ListRow): Promise<ListResponse> => {
  const tenant = tenantOf(row.siteId);
  const rows = await linesOf(deps.db, [row.id]);
  const { currency, line } = await pricedLines(deps, tenant, asker, rows);
  const out = rows.map(line);
  return { ...summaryOf(row, out, currency), lines: out, shareToken: row.shareToken };
};

/** GET: the shopper's lists of a site, newest change first, each with its count and total. */
export async function listLists(
  deps: ListDeps,
  asker: Asker,
  siteId: string,
): Promise<ListSummary[]> {
  const userId = userOf(asker, siteId);
  const tenant = tenantOf(siteId);
  const rows = await deps.db
    .select()
    .from(lists)
    .where(and(eq(lists.userId, userId), eq(lists.siteId, siteId)))
    .orderBy(desc(lists.updatedAt), asc(lists.name));
  const all = await linesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const { currency, line } = await pricedLines(deps, tenant, asker, all);
  return rows.map((r) => summaryOf(r, all.filter((l) => l.listId === r.id).map(line), currency));
}

export async function readList(deps: ListDeps, asker: Asker, siteId: string, listId: string) {
  return view(deps, asker, await owned(deps.db, asker, siteId, listId));
}

/** A new list; at most MAX_LISTS per shopper and site (counted under the shopper's lock). */
export async function createList(
  deps: ListDeps,
  asker: Asker,
  input: { siteId: string; name: string; note?: string | null; budget?: number | null },
): Promise<ListResponse> {
  const userId = userOf(asker, input.siteId);
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`lists:${userId}`}))`);
    const [n] = await tx
      .select({ n: count() })
      .from(lists)
      .where(and(eq(lists.userId, userId), eq(lists.siteId, input.siteId)));
    if ((n?.n ?? 0) >= MAX_LISTS) throw new ListError('TOO_MANY_LISTS');
    const [created] = await tx
      .insert(lists)
      .values({
        userId,
        siteId: input.siteId,
        name: input.name,
        note: input.note || null,
        budget: input.budget ?? null,
      })
      .returning();
    return created!;
  });
  return view(deps, asker, row);
}

/** Rename, note or budget (null clears the note or the budget). */
export async function updateList(
  deps: ListDeps,
  asker: Asker,
  siteId: string,
  listId: string,
  patch: { name?: string; note?: string | null; budget?: number | null },
) {
  const row = await owned(deps.db, asker, siteId, listId);
  const [updated] = await deps.db
    .update(lists)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.note !== undefined ? { note: patch.note || null } : {}),
      ...(patch.budget !== undefined ? { budget: patch.budget } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(lists.id, row.id))
    .returning();
  return view(deps, asker, updated!);
}

export async function deleteList(deps: ListDeps, asker: Asker, siteId: string, listId: string) {
  const row = await owned(deps.db, asker, siteId, listId);
  await deps.db.delete(lists).where(eq(lists.id, row.id));
}

/** Changes a list's lines under its row lock, then touches it. */
const writeLines = async (
  deps: ListDeps,
  row: ListRow,
  change: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>,
) =>
  deps.db.transaction(async (tx) => {
    await tx.select({ id: lists.id }).from(lists).where(eq(lists.id, row.id)).for('update');
    await change(tx);
    await tx.update(lists).set({ updatedAt: sql`now()` }).where(eq(lists.id, row.id));
  });

/** Adds a SKU of the list's site; a SKU already there grows (up to 9999). */
export async function addListLine(
  deps: ListDeps,
  asker: Asker,
  siteId: string,
  listId: string,
  input: { skuId: string; quantity: number },
) {
  const row = await owned(deps.db, asker, siteId, listId);
  const tenant = tenantOf(row.siteId);
  const { quotes } = await quoteSkus(deps.cart, tenant, asker, [input.skuId]);
  if (!quotes.get(input.skuId)?.productId) throw new ListError('SKU_UNKNOWN');
  await writeLines(deps, row, async (tx) => {
    const [existing] = await tx
      .select()
      .from(lines)
      .where(and(eq(lines.listId, row.id), eq(lines.skuId, input.skuId)));
    if (existing) {
      const quantity = existing.quantity + input.quantity;
      if (quantity > MAX_LIST_QUANTITY) throw new ListError('QUANTITY_TOO_HIGH');
      await tx
        .update(lines)
        .set({ quantity })
        .where(and(eq(lines.listId, row.id), eq(lines.skuId, input.skuId)));
      return;
    }
    const [n] = await tx.select({ n: count() }).from(lines).where(eq(lines.listId, row.id));
    if ((n?.n ?? 0) >= MAX_LIST_LINES) throw new ListError('LIST_FULL');
    await tx.insert(lines).values({ listId: row.id, skuId: input.skuId, quantity: input.quantity });
  });
  return view(deps, asker, row);
}

export async function setListLine(
  deps: ListDeps,
  asker: Asker,
  siteId: string,
  listId: string,
  skuId: string,
  quantity: number,
) {
  const row = await owned(deps.db, asker, siteId, listId);
  await writeLines(deps, row, async (tx) => {
    const done = await tx
      .update(lines)
      .set({ quantity })
      .where(and(eq(lines.listId, row.id), eq(lines.skuId, skuId)))
      .returning({ skuId: lines.skuId });
    if (done.length === 0) throw new ListError('LINE_NOT_FOUND');
  });
  return view(deps, asker, row);
}

export async function removeListLine(
  deps: ListDeps,
  asker: Asker,
  siteId: string,
  listId: string,
  skuId: string,
) {
  const row = await owned(deps.db, asker, siteId, listId);
  await writeLines(deps, row, async (tx) => {
    const done = await tx
      .delete(lines)
      .where(and(eq(lines.listId, row.id), eq(lines.skuId, skuId)))
      .returning({ skuId: lines.skuId });
    if (done.length === 0) throw new ListError('LINE_NOT_FOUND');
  });
  return view(deps, asker, row);
}

/** The list's share token (a new random one if it has none). */
export async function shareList(deps: ListDeps, asker: Asker, siteId: string, listId: string) {
  const row = await owned(deps.db, asker, siteId, listId);
  if (row.shareToken) return { shareToken: row.shareToken };
  const token = randomBytes(18).toString('base64url');
  const [updated] = await deps.db
    .update(lists)
    .set({ shareToken: sql`coalesce(${lists.shareToken}, ${token})` })
    .where(eq(lists.id, row.id))
    .returning({ shareToken: lists.shareToken });
  return { shareToken: updated!.shareToken! };
}

/** Revokes the share link: the old token reads nothing any more. */
export async function unshareList(deps: ListDeps, asker: Asker, siteId: string, listId: string) {
  const row = await owned(deps.db, asker, siteId, listId);
  await deps.db.update(lists).set({ shareToken: null }).where(eq(lists.id, row.id));
}

/**
 * The public read-only view of a shared list, priced as for a guest, on its own site only: asked
 * on another site, it is a token that does not exist (one query, one answer, whichever it is).
 */
export async function sharedList(
  deps: ListDeps,
  asker: Asker,
  siteId: string,
  token: string,
): Promise<SharedListResponse> {
  const [row] = await deps.db
    .select()
    .from(lists)
    .where(and(eq(lists.shareToken, token), eq(lists.siteId, siteId)));
  if (!row) throw new ListError('LIST_NOT_FOUND');
  const {
    shareToken: _token,
    shared: _shared,
    ...rest
  } = await view(deps, { ...asker, userId: null, account: 'guest' }, row);
  return rest;
}

/**
 * Returns taken lines the cart did not get to the list, under its lock, and touches it if any
 * line moved. A line of the same SKU added meanwhile grows by them (up to the bound); a list
 * deleted meanwhile takes nothing back.
 */
const putBack = async (deps: ListDeps, row: ListRow, back: LineRow[], touch: boolean) => {
  if (back.length === 0 && !touch) return;
  await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(eq(lists.id, row.id))
      .for('update');
    if (!held) return;
    if (back.length > 0) {
      await tx
        .insert(lines)
        .values(back)
        .onConflictDoUpdate({
          target: [lines.listId, lines.skuId],
          set: {
            quantity: sql`least(${lines.quantity} + excluded.quantity, ${MAX_LIST_QUANTITY})`,
          },
        });
    }
    if (touch) await tx.update(lists).set({ updatedAt: sql`now()` }).where(eq(lists.id, row.id));
  });
};

/**
 * Moves one line (skuId) or every line to the shopper's open cart of the list's site (the asked
 * site: owned), each with its quantity, priced there today. Lines the cart refuses (no longer sold, short of stock) stay in
 * the list and are answered apart; the lines added leave the list.
 *
 * The lines are taken out of the list before the cart sees them (a delete under the list's lock),
 * so concurrent moves of one list never move a line twice: a later one finds them gone. No lock
 * is held while the cart writes, which use connections of their own from the same pool (waiters
 * holding connections would starve it); the refused lines are put back afterwards.
 */
export async function listToCart(
  deps: ListDeps,
  asker: Asker,
  siteId: string,
  listId: string,
  skuId: string | undefined,
): Promise<ListToCartResponse> {
  const row = await owned(deps.db, asker, siteId, listId);
  const tenant = tenantOf(row.siteId);
  const taken = await deps.db.transaction(async (tx) => {
    await tx.select({ id: lists.id }).from(lists).where(eq(lists.id, row.id)).for('update');
    return tx
      .delete(lines)
      .where(
        and(eq(lines.listId, row.id), skuId === undefined ? undefined : eq(lines.skuId, skuId)),
      )
      .returning();
  });
  if (skuId !== undefined && taken.length === 0) throw new ListError('LINE_NOT_FOUND');
  if (taken.length === 0) throw new ListError('LIST_EMPTY');
  // The list's order (linesOf), which the delete does not keep.
  const chosen = taken.sort(
    (a, b) => a.addedAt.getTime() - b.addedAt.getTime() || (a.skuId < b.skuId ? -1 : 1),
  );
  const moved: string[] = [];
  const refused: Array<{ skuId: string; reason: string }> = [];
  let cart: Awaited<ReturnType<typeof createCart>>;
  try {
    cart = await createCart(deps.cart, tenant, asker);
    for (const line of chosen) {
      try {
        cart = await addLine(deps.cart, cart.cartId, asker, {
          skuId: line.skuId,
          quantity: line.quantity,
          version: cart.version,
        });
        moved.push(line.skuId);
      } catch (error) {
        if (!(error instanceof CartError)) throw error;
        if (error.extra.cart) cart = error.extra.cart;
        refused.push({ skuId: line.skuId, reason: error.code });
      }
    }
  } finally {
    // Also on an unexpected error: what did not reach the cart goes back to the list.
    await putBack(
      deps,
      row,
      chosen.filter((l) => !moved.includes(l.skuId)),
      moved.length > 0,
    );
  }
  let skipped: ListToCartResponse['skipped'] = [];
  if (refused.length > 0) {
    const { quotes } = await quoteSkus(
      deps.cart,
      tenant,
      asker,
      refused.map((r) => r.skuId),
    );
    skipped = refused.map((r) => ({
      skuId: r.skuId,
      name: quotes.get(r.skuId)?.name ?? r.skuId,
      reason: r.reason,
    }));
  }
  return { cart, moved, skipped };
}
