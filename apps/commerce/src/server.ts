import { pathToFileURL } from 'node:url';
import { createDb, dbOf, SERVING_TIMEOUTS } from '@fierro/db';
import { parseTrustedProxies } from '@fierro/domain';
import { TENANTS } from '@fierro/tenants';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { type Env, parseEnv } from './env';
import { type Jobs, startJobs } from './jobs';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { cartStore, expireGuestCarts } from './modules/cart';
import {
  createPgAccountStore,
  createPgIdentityStore,
  loginPolicyOf,
  seedDemoAccounts,
} from './modules/identity';
import { orderStore } from './modules/order';
import { TestGateway } from './modules/payment';
import { prewarmSiteIndexes } from './prewarm';

/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s, closed at about 6).
 * The storefront's rewrite proxy (Next's, for `/images/*` and `/s/*`) keeps its idle sockets with
 * no timeout of its own and ignores the server's Keep-Alive hint, so a request it sent on a socket
 * as this server closed it failed with "socket hang up" and the shopper got a 500 for the image.
 * Lighthouse asks for new image sizes about 6 s after a page went quiet, and 1 to 4 images failed
 * so in 4 of 5 bench runs. `bench/keep-alive-race.ts` shows it with Node alone (a client busy
 * across the server's close: 1 to 9 of 40 reused requests reset with the default, none at 65 s).
 * Pauses of exactly 65 s are rare, and clients that honour the hint (undici) still close first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How often expired guest carts are swept by a process without the job queue. */
const CART_SWEEP_MS = 60 * 60_000;

const sweepCarts = (pool: Parameters<typeof dbOf>[0], logger: ReturnType<typeof createLogger>) =>
  expireGuestCarts({ store: cartStore(dbOf(pool)), now: new Date() }).then(
    (expired) => {
      if (expired > 0) logger.info({ expired }, 'guest carts expired');
    },
    (err) => logger.error({ err }, 'guest cart sweep failed'),
  );

/** A stop that waits longer than this for requests in flight closes their connections. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * What the app takes from the parsed settings. All of it from there, never from `process.env`: a
 * launcher that passes its own settings (the suite's stack) had every shopper counted as
 * 127.0.0.1, one address for every per-address limit, when the proxies fell back to it.
 */
export const appSettings = (env: Env) => ({
  imageCacheDir: env.IMAGE_CACHE_DIR,
  imageCacheBytes: env.IMAGE_CACHE_MB * 1024 * 1024,
  imageSourceDir: env.IMAGE_SOURCE_DIR,
  limits: {
    bodyBytes: env.COMMERCE_BODY_LIMIT_BYTES,
    timeoutMs: env.COMMERCE_REQUEST_TIMEOUT_MS,
  },
  unpaidHoldsPerShopper: env.UNPAID_HOLDS_PER_SHOPPER,
  failedCardsPerAddress: env.FAILED_CARDS_PER_ADDRESS,
  trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
});

/** Starts the commerce API; returns a function that closes it. */
export const startCommerce = (env = parseEnv()) => {
  const logger = createLogger(env.LOG_LEVEL);
  // Accounts and sessions (issue 8) live in the database named by DATABASE_URL.
  const database = env.DATABASE_URL
    ? createDb(env.DATABASE_URL, { timeouts: SERVING_TIMEOUTS })
    : null;
  const identityStore = database ? createPgIdentityStore(database.pool) : undefined;
  let jobs: Jobs | null = null;
  const app = createApp({
    onOutbox: () => jobs?.kick(),
    logger,
    ...appSettings(env),
    ...(identityStore ? { identityStore } : {}),
    // Catalogue, content, geography, stock and delivery (issue 5) read from the same database.
    ...(database ? { db: database.pool } : {}),
  });
  // Order follow-up work (issue 22): mails, pay-at-store expiry, abandoned orders.
  const jobsReady =
    database && env.DATABASE_URL && env.JOBS === '1'
      ? startJobs({
          databaseUrl: env.DATABASE_URL,
          pool: database.pool,
          store: orderStore(dbOf(database.pool)),
          gateway: new TestGateway(database.pool),
          mailer: createMailer({ smtpUrl: env.SMTP_URL, dir: env.MAIL_DIR, from: env.MAIL_FROM }),
          logger,
          publicOrigin: env.STOREFRONT_PUBLIC_URL,
          ...(identityStore
            ? {
                account: {
                  identity: identityStore,
                  store: createPgAccountStore(database.pool),
                  publicOrigin: env.STOREFRONT_PUBLIC_URL,
                },
              }
            : {}),
        }).then(
          (started) => {
            jobs = started;
            logger.info({ mail: env.SMTP_URL ? 'smtp' : env.MAIL_DIR }, 'job queue ready');
          },
          (err) => logger.error({ err }, 'job queue failed to start'),
        )
      : Promise.resolve();
  if (identityStore) {
    // The README's demo accounts exist on every start (idempotent, skips existing ones).
    seedDemoAccounts({ store: identityStore, now: new Date(), policyOf: loginPolicyOf }).then(
      (created) => logger.info({ created }, 'demo accounts ready'),
      (err) => logger.error({ err }, 'demo accounts failed'),
    );
  }
  // Once stopping: `/healthz` answers 503 so a load balancer takes this process out of rotation,
  // and every answer closes its connection so keep-alive clients reconnect to another process.
  let draining = false;
  const fetch: typeof app.fetch = (request, ...rest) =>
    draining && new URL(request.url).pathname === '/healthz'
      ? Response.json({ status: 'draining' }, { status: 503 })
      : app.fetch(request, ...rest);
  const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, host: env.HOST }, 'commerce listening');
    // The per-site search, typeahead and category indexes, built once listening (not before:
    // the first page must not wait for them; a request meanwhile shares the build in flight).
    if (database) {
      prewarmSiteIndexes(database.pool, [...new Set(TENANTS.map((t) => t.siteId))]).then(
        (report) => logger.info(report, 'site indexes ready'),
        (err) => logger.error({ err }, 'site indexes failed'),
      );
    }
  });
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Guest carts unused for 30 days expire (issue 21): swept at start, and every hour by the job
  // queue's housekeeping (jobs.ts, which also deletes them later), else by this process.
  const sweep =
    database && env.JOBS !== '1'
      ? setInterval(() => sweepCarts(database.pool, logger), CART_SWEEP_MS).unref()
      : null;
  if (database) sweepCarts(database.pool, logger);
  // Before Hono's own listener, which may answer at once.
  server.prependListener(
    'request',
    (_req: unknown, res: { setHeader(k: string, v: string): void }) => {
      if (draining) res.setHeader('connection', 'close');
    },
  );
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((e) => (e ? reject(e) : resolve()));
      // Requests in flight finish (their answers close the connection); past the deadline the
      // connections still open are cut.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, SHUTDOWN_DEADLINE_MS).unref();
    }).finally(async () => {
      if (sweep) clearInterval(sweep);
      await jobsReady;
      await jobs?.stop().catch(() => {});
      return database?.close();
    });
  return {
    server,
    close,
    /**
     * SIGTERM: fail the health check for `drainMs` (SHUTDOWN_DRAIN_MS: a balancer checking every
     * 500 ms with fall 2 takes about 1 s to stop sending), still serving what arrives meanwhile,
     * then close. No request that reached this process fails because it stops.
     */
    shutdown: async (drainMs = env.SHUTDOWN_DRAIN_MS) => {
      draining = true;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await close();
    },
  };
};

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const running = startCommerce();
  const stop = () => {
    running.shutdown().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
