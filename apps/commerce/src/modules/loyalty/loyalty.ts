import { type Db, dbOf, sql } from '@fierro/db';
import {
  type MembershipStanding,
  membershipStanding,
  membershipWindowStart,
  PAID_STATUSES,
  pointsFor,
} from '@fierro/domain';
import {
  getTenantBySiteId,
  type MembershipTier,
  type StoreCard,
  type Tenant,
} from '@fierro/tenants';
import type pg from 'pg';

/**
 * The store card's loyalty programme (issue 23): the membership tier a shopper's paid orders of
 * the last 12 months reach on a site, and the points ledger (loyalty_points, append-only) that
 * each paid order adds to and each refund takes from. Sites without a store card have neither.
 */
type Executor = Pick<Db, 'execute'>;

const paidList = sql.raw(PAID_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * What the shopper paid on the site in the 12 months before `now`, less what went back in
 * refunds; `exceptOrder` leaves one order out (the one being paid).
 */
export async function spendOf(
  db: Executor,
  userId: string,
  siteId: string,
  now: Date,
  exceptOrder: string | null = null,
): Promise<number> {
  const since = membershipWindowStart(now);
  const { rows } = await db.execute<{ spend: string }>(sql`SELECT
      coalesce((SELECT sum(o.total) FROM orders o
        WHERE o.user_id = ${userId} AND o.site_id = ${siteId} AND o.status IN (${paidList})
          AND o.created_at >= ${since}
          AND (${exceptOrder}::uuid IS NULL OR o.id <> ${exceptOrder}::uuid)), 0)
      - coalesce((SELECT sum(r.amount) FROM order_returns r JOIN orders o ON o.id = r.order_id
        WHERE o.user_id = ${userId} AND o.site_id = ${siteId} AND r.state = 'refunded'
          AND o.created_at >= ${since}), 0) AS spend`);
  return Math.max(0, Number(rows[0]?.spend ?? 0));
}

/**
 * An order just paid earns its points once, at the tier the shopper held before it (`paidAt`:
 * the moment it was paid).
 */
export async function earnPoints(
  tx: Executor,
  order: { id: string; userId: string | null; siteId: string; total: number },
  paidAt: Date,
): Promise<number> {
  const card = getTenantBySiteId(order.siteId)?.storeCard;
  if (!card || !order.userId) return 0;
  const standing = membershipStanding(
    card,
    await spendOf(tx, order.userId, order.siteId, paidAt, order.id),
  );
  const points = pointsFor(card, order.total, standing.pointsPercent);
  if (points <= 0) return 0;
  await tx.execute(sql`INSERT INTO loyalty_points (user_id, site_id, kind, points, order_id)
    VALUES (${order.userId}, ${order.siteId}, 'earned', ${points}, ${order.id})
    ON CONFLICT (order_id) WHERE kind = 'earned' DO NOTHING`);
  return points;
}

/**
 * A refund takes back the share of the order's points its amount makes (once per return), never
 * more than the order earned.
 */
export async function reversePoints(
  tx: Executor,
  refund: { returnId: string; orderId: string; orderTotal: number; amount: number },
): Promise<number> {
  const { rows } = await tx.execute<{ user_id: string; site_id: string; points: number }>(
    sql`SELECT user_id, site_id, points FROM loyalty_points
      WHERE order_id = ${refund.orderId} AND kind = 'earned'`,
  );
  const earned = rows[0];
  if (!earned || refund.orderTotal <= 0) return 0;
  const back = Math.min(
    earned.points,
    Math.ceil((earned.points * refund.amount) / refund.orderTotal),
  );
  if (back <= 0) return 0;
  await tx.execute(sql`INSERT INTO loyalty_points (user_id, site_id, kind, points, order_id, return_id)
    VALUES (${earned.user_id}, ${earned.site_id}, 'reversed', ${-back}, ${refund.orderId},
      ${refund.returnId})
    ON CONFLICT (return_id) WHERE kind = 'reversed' DO NOTHING`);
  return back;
}

export interface PointsMovement {
  kind: 'earned' | 'reversed';
  points: number;
  orderId: string | null;
  orderNumber: string | null;
  at: string;
}

export interface Membership {
  cardName: string;
  standing: MembershipStanding;
  tiers: Array<{
    tier: MembershipStanding['tier'];
    minSpend: number;
    pointsPercent: number;
    cardPriceWithoutCard: boolean;
  }>;
  minorPerPoint: number;
  currency: string;
  points: {
    balance: number;
    movements: PointsMovement[];
    total: number;
    page: number;
    perPage: number;
  };
}

/** The shopper's standing and points on a site (null where the site has no store card). */
export async function membershipOf(
  db: Executor,
  tenant: Tenant,
  userId: string,
  now: Date,
  page: number,
  perPage: number,
): Promise<Membership | null> {
  const card: StoreCard | null = tenant.storeCard;
  if (!card) return null;
  const [spend, balance, movements] = await Promise.all([
    spendOf(db, userId, tenant.siteId, now),
    db.execute<{ balance: string; n: number }>(sql`SELECT coalesce(sum(points), 0) AS balance,
        count(*)::int AS n
      FROM loyalty_points WHERE user_id = ${userId} AND site_id = ${tenant.siteId}`),
    db.execute<{
      kind: 'earned' | 'reversed';
      points: number;
      order_id: string | null;
      order_number: string | null;
      at: Date;
    }>(sql`SELECT p.kind, p.points, p.order_id, o.order_number, p.at
      FROM loyalty_points p LEFT JOIN orders o ON o.id = p.order_id
      WHERE p.user_id = ${userId} AND p.site_id = ${tenant.siteId}
      ORDER BY p.at DESC, p.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  ]);
  return {
    cardName: card.name,
    standing: membershipStanding(card, spend),
    tiers: card.tiers.map((t) => ({
      tier: t.tier,
      minSpend: t.minSpend,
      pointsPercent: t.pointsPercent,
      cardPriceWithoutCard: t.cardPriceWithoutCard,
    })),
    minorPerPoint: card.minorPerPoint,
    currency: tenant.currencies[0]!.code,
    points: {
      balance: Number(balance.rows[0]?.balance ?? 0),
      total: Number(balance.rows[0]?.n ?? 0),
      page,
      perPage,
      movements: movements.rows.map((r) => ({
        kind: r.kind,
        points: Number(r.points),
        orderId: r.order_id,
        orderNumber: r.order_number,
        at: new Date(r.at).toISOString(),
      })),
    },
  };
}

const dbs = new WeakMap<pg.Pool, Db>();

/**
 * The tier a signed-in shopper holds on the site now (null where the site has no store card):
 * the price rule reads it (a tier the registry gives the card price pays it with any payment).
 */
export async function tierOf(
  pool: pg.Pool,
  tenant: Tenant,
  userId: string,
  now: Date,
): Promise<MembershipTier | null> {
  if (!tenant.storeCard) return null;
  let db = dbs.get(pool);
  if (!db) {
    db = dbOf(pool);
    dbs.set(pool, db);
  }
  return membershipStanding(tenant.storeCard, await spendOf(db, userId, tenant.siteId, now)).tier;
}
