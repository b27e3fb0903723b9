import { dbOf } from '@fierro/db';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import {
  cartStore,
  EXPIRED_GUEST_CART_KEPT_MS,
  expireGuestCarts,
  GUEST_CART_TTL_MS,
} from './modules/cart';
import {
  ACCOUNT_QUEUES,
  type AccountStore,
  accountHandlers,
  type IdentityStore,
} from './modules/identity';
import { ORDER_QUEUES, type OrderStore, orderHandlers, relayOutbox } from './modules/order';
import { type PaymentGateway, TestGateway } from './modules/payment';

/**
 * The job queue (issue 22): pg-boss on the store's own PostgreSQL (schema `pgboss`), so jobs are
 * as durable as orders and need no other server. The outbox relay runs after each commit that
 * wrote rows (a kick) and every minute (a cron job: rows of a process that died are not lost).
 */
export interface Jobs {
  boss: PgBoss;
  /** Relays the outbox soon (coalesces kicks that arrive together). */
  kick(): void;
  /** Relays now (tests, shutdown). */
  relay(): Promise<number>;
  stop(): Promise<void>;
}

export async function startJobs(options: {
  databaseUrl: string;
  pool: pg.Pool;
  store: OrderStore;
  gateway: PaymentGateway;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
  /** Seconds between polls of each queue. */
  pollSeconds?: number;
  /** The account's mails (issue 23): links and notices, on the storefront's public origin. */
  account?: { identity: IdentityStore; store: AccountStore; publicOrigin: string };
  /** The storefront's public origin (STOREFRONT_PUBLIC_URL): order mails link to the order. */
  publicOrigin?: string;
}): Promise<Jobs> {
  const { logger } = options;
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 3 });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  const relay = () => relayOutbox(options.pool, boss);
  let pending: Promise<unknown> | null = null;
  let again = false;
  const kick = () => {
    if (pending) {
      again = true;
      return;
    }
    pending = relay()
      .catch((err) => logger.error({ err }, 'outbox relay failed'))
      .finally(() => {
        pending = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const handlers = orderHandlers({
    store: options.store,
    gateway: options.gateway,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    kick,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  });
  const pollingIntervalSeconds = options.pollSeconds ?? 2;
  for (const queue of ORDER_QUEUES) {
    await boss.createQueue(queue);
    await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) {
        const result = await handlers[queue](job.data);
        logger.info({ queue, jobId: job.id, data: job.data, result }, 'job done');
      }
    });
  }
  if (options.account) {
    const mails = accountHandlers({
      store: options.account.identity,
      account: options.account.store,
      mailer: options.mailer,
      now: options.now ?? (() => new Date()),
      publicOrigin: options.account.publicOrigin,
    });
    for (const queue of ACCOUNT_QUEUES) {
      await boss.createQueue(queue);
      await boss.work<Record<string, unknown>>(queue, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) {
          await mails[queue](job.data);
          // The job's data names a token row or a user, never a token: safe to log.
          logger.info({ queue, jobId: job.id, template: job.data.template }, 'job done');
        }
      });
    }
  }
  await boss.createQueue('outbox-relay');
  await boss.schedule('outbox-relay', '* * * * *');
  await boss.work('outbox-relay', async () => {
    await relay();
  });
  // The hourly housekeeping (named for its first task): once an hour across every process.
  await boss.createQueue('idempotency-purge');
  await boss.schedule('idempotency-purge', '17 * * * *');
  await boss.work('idempotency-purge', async () => {
    await housekeeping({
      pool: options.pool,
      store: options.store,
      gateway: options.gateway,
      logger,
      now: (options.now ?? (() => new Date()))(),
      ...(options.account
        ? { account: { identity: options.account.identity, store: options.account.store } }
        : {}),
    });
  });
  kick();
  return {
    boss,
    kick,
    relay,
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}

/** Rows one purge statement deletes at most: each stays short, far under the statement timeout. */
export const PURGE_BATCH = 5_000;
/** Batches of one purge in one run (a backlog, as after an attack, goes over a few hours). */
const MAX_BATCHES = 200;
/**
 * Login and rate attempts, and ended sessions, are kept a day: no limit looks back further than
 * an hour, and a session ended a day ago answers as no session does.
 */
export const ATTEMPTS_KEPT_MS = 24 * 3_600_000;

/** Deletes batch after batch until one comes back short; how many went in all. */
async function inBatches(purge: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const gone = await purge(PURGE_BATCH);
    total += gone;
    if (gone < PURGE_BATCH) break;
  }
  return total;
}

export interface HousekeepingDeps {
  pool: pg.Pool;
  store: OrderStore;
  gateway: PaymentGateway;
  logger: Logger;
  now: Date;
  account?: { identity: IdentityStore; store: AccountStore };
}

/**
 * What the database would otherwise keep for ever, anything an anonymous client can make rows of
 * included: order idempotency keys past their 24 h, rate and login attempts and ended sessions
 * after a day, guest carts unused for 30 days expired (also swept at each start) and deleted 30
 * days later unless an order names them, and the TEST gateway's tokens no payment holds. Each
 * task runs whatever became of the others (one failing is logged); answers how many rows each
 * touched.
 */
export async function housekeeping(deps: HousekeepingDeps): Promise<Record<string, number>> {
  const { now, logger } = deps;
  const dayAgo = new Date(now.getTime() - ATTEMPTS_KEPT_MS);
  const carts = cartStore(dbOf(deps.pool));
  const tasks: Record<string, () => Promise<number>> = {
    idempotencyKeys: () => deps.store.purgeKeys(),
    guestCartsExpired: () => expireGuestCarts({ store: carts, now }),
    guestCartsDeleted: () =>
      inBatches((limit) =>
        carts.deleteExpiredGuests(
          new Date(now.getTime() - GUEST_CART_TTL_MS - EXPIRED_GUEST_CART_KEPT_MS),
          limit,
        ),
      ),
  };
  const { account, gateway } = deps;
  if (account) {
    tasks.rateAttempts = () => account.store.purgeAttempts(dayAgo);
    tasks.loginAttempts = () =>
      inBatches((limit) => account.identity.purgeLoginAttempts(dayAgo, limit));
    tasks.sessions = () => inBatches((limit) => account.identity.sweepSessions(dayAgo, limit));
  }
  if (gateway instanceof TestGateway) {
    tasks.testGatewayTokens = () => inBatches((limit) => gateway.purgeExpiredTokens(limit));
  }
  const done: Record<string, number> = {};
  for (const [task, run] of Object.entries(tasks)) {
    try {
      done[task] = await run();
    } catch (err) {
      logger.error({ err, task }, 'housekeeping task failed');
    }
  }
  logger.info({ done }, 'housekeeping done');
  return done;
}
