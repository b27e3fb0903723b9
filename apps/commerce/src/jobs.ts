import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import {
  ACCOUNT_QUEUES,
  type AccountStore,
  accountHandlers,
  type IdentityStore,
} from './modules/identity';
import { ORDER_QUEUES, type OrderStore, orderHandlers, relayOutbox } from './modules/order';
import type { PaymentGateway } from './modules/payment';

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
  await boss.createQueue('idempotency-purge');
  await boss.schedule('idempotency-purge', '17 * * * *');
  await boss.work('idempotency-purge', async () => {
    await options.store.purgeKeys();
    // Rate limits look back an hour at most: a day of attempts is plenty to keep.
    await options.account?.store.purgeAttempts(
      new Date((options.now ?? (() => new Date()))().getTime() - 24 * 3_600_000),
    );
  });
  kick();
  return {
    boss,
    kick,
    relay,
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
