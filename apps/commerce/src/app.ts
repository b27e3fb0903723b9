import { dbOf } from '@fierro/db';
import { parseTrustedProxies, type TrustedProxies } from '@fierro/domain';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type pg from 'pg';
import { HealthResponse } from './contract';
import { errorBody, HttpError, internalErrorBody } from './lib/errors';
import { createLogger, type Logger } from './lib/logger';
import { createMetrics, type Metrics } from './lib/metrics';
import { isMalformedJson, langOf, unreadableRequest, validationErrors } from './lib/validation';
import { type RequestLimits, requestLimits } from './middleware/limits';
import { personalAnswers } from './middleware/personal-answers';
import { refuseNul, type SiteOfRequest } from './middleware/refuse-nul';
import { type TracingEnv, tracing } from './middleware/tracing';
import { cartStore, registerCartRoutes } from './modules/cart';
import { type CatalogRepo, createCatalogRepo, registerCatalogRoutes } from './modules/catalog';
import { registerConfigRoutes } from './modules/config';
import { type ContentRepo, createContentRepo, registerContentRoutes } from './modules/content';
import {
  createDeliveryRepo,
  createOffersRepo,
  type DeliveryRepo,
  type OffersRepo,
  registerDeliveryRoutes,
} from './modules/delivery';
import { createGeoRepo, type GeoRepo, registerGeoRoutes } from './modules/geo';
import {
  createPgAccountStore,
  type IdentityStore,
  identityDeps,
  mountIdentityRoutes,
  parseAllowedOrigins,
} from './modules/identity';
import {
  createImageService,
  directoryImageSource,
  type ImageSource,
  registerImageRoutes,
  withDefaultImages,
} from './modules/images';
import {
  createInventoryRepo,
  type InventoryRepo,
  registerInventoryRoutes,
} from './modules/inventory';
import { registerListRoutes } from './modules/lists';
import { registerLoyaltyRoutes } from './modules/loyalty';
import {
  captchaService,
  orderStore,
  registerOrderAccountRoutes,
  registerOrderOpsRoutes,
  registerOrderRoutes,
} from './modules/order';
import { type PaymentGateway, registerTestGatewayRoutes, TestGateway } from './modules/payment';
import {
  fixedPriceGroups,
  type PriceGroupSource,
  pgPriceGroups,
  registerPricingRoutes,
} from './modules/pricing';
import {
  createProductRepo,
  type ProductExtrasRepo,
  type ProductRepo,
  registerProductExtrasRoutes,
  registerProductRoutes,
} from './modules/product';
import { createSearchRepo, registerSearchRoutes, type SearchRepo } from './modules/search';
import {
  createTypeaheadRepo,
  registerTypeaheadRoutes,
  type TypeaheadRepo,
} from './modules/typeahead';

/** Storage ports of the read side (issue 5); each module mounts when its port is given. */
export interface ReadRepos {
  catalog?: CatalogRepo;
  search?: SearchRepo;
  product?: ProductRepo;
  productExtras?: ProductExtrasRepo;
  typeahead?: TypeaheadRepo;
  content?: ContentRepo;
  geo?: GeoRepo;
  inventory?: InventoryRepo;
  delivery?: DeliveryRepo;
  offers?: OffersRepo;
  /** The sites' price groups (a request's price group is used only when it is one of them). */
  priceGroups?: PriceGroupSource;
}

/** Every read port over one PostgreSQL pool (the SQL repositories of the modules). */
export const sqlReadRepos = (pool: pg.Pool): Required<ReadRepos> => {
  const product = createProductRepo(pool);
  return {
    catalog: createCatalogRepo(pool),
    search: createSearchRepo(pool),
    product,
    productExtras: product,
    typeahead: createTypeaheadRepo(pool),
    content: createContentRepo(pool),
    geo: createGeoRepo(pool),
    inventory: createInventoryRepo(pool),
    delivery: createDeliveryRepo(pool),
    offers: createOffersRepo(pool),
    priceGroups: pgPriceGroups(pool),
  };
};

export interface AppOptions {
  logger?: Logger;
  metrics?: Metrics;
  /** Disk cache of resized images, and its bound in bytes (IMAGE_CACHE_MB). */
  imageCacheDir: string;
  imageCacheBytes?: number;
  /** Where source images come from. */
  imageSource?: ImageSource;
  imageSourceDir?: string;
  /** PostgreSQL pool: every read module mounts over its SQL repository. */
  db?: pg.Pool;
  /** Storage of the read modules (catalogue, content, geography, stock, delivery); wins over `db`. */
  repos?: ReadRepos;
  /** Shorthand for `repos.search`. */
  searchRepo?: SearchRepo;
  /** Shorthand for `repos.product`. */
  productRepo?: ProductRepo;
  /** Users, companies and sessions; the identity routes (issue 8) mount when it is given. */
  identityStore?: IdentityStore;
  /** Origins allowed to send cookie-authenticated state changes (COMMERCE_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES when not given). */
  trustedProxies?: TrustedProxies;
  /** Today's date for prices and promotions (injected so tests can fix it). */
  clock?: () => Date;
  /** The card gateway orders are paid through (the TEST gateway over `db` by default). */
  paymentGateway?: PaymentGateway;
  /** Called when a commit wrote outbox rows (the job queue's relay picks them up). */
  onOutbox?: () => void;
  /** Body size and handler time bounds of every request (middleware/limits.ts defaults). */
  limits?: RequestLimits;
  /**
   * Bearer token of the operator's API (`/ops/v1/...`: fulfilment moves, return decisions;
   * COMMERCE_OPERATOR_TOKEN). Unset: that API is not mounted.
   */
  operatorToken?: string;
  /** Work of the order lookup's captcha (its answer is below this; tests make it small). */
  captchaMaxNumber?: number;
  /** Unpaid pay-at-store orders one shopper may hold at once (UNPAID_HOLDS_PER_SHOPPER). */
  unpaidHoldsPerShopper?: number;
  /** Failed card payments one network address may make in an hour (FAILED_CARDS_PER_ADDRESS). */
  failedCardsPerAddress?: number;
}

export type AppEnv = TracingEnv;

/** How long `/readyz` waits for the database's answer before it says unavailable. */
const READY_TIMEOUT_MS = 1_000;

const healthRoute = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['ops'],
  responses: {
    200: { description: 'Alive', content: { 'application/json': { schema: HealthResponse } } },
  },
});

/** Builds the commerce API: tracing, metrics, one error shape, the modules, `/openapi.json`. */
const UUID = /^[0-9a-f-]{36}$/i;
/**
 * The site of a request that names only a cart or an order (their paths, an order's `cartId`, a
 * merge's `guestCartId`), for the language of a refusal made before any route read it.
 */
const siteOfCartOrOrder = (pool: pg.Pool): SiteOfRequest => {
  const carts = cartStore(dbOf(pool));
  const orders = orderStore(dbOf(pool));
  return async (path, body) => {
    const [, kind, id] = /^\/checkout\/v1\/(carts|orders)\/([^/]+)/.exec(path) ?? [];
    const named = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const cartId =
      kind === 'carts' && id && UUID.test(id) ? id : (named.cartId ?? named.guestCartId);
    if (typeof cartId === 'string' && UUID.test(cartId)) {
      return (await carts.find(cartId))?.siteId ?? null;
    }
    if (kind === 'orders' && id && UUID.test(id)) return (await orders.find(id))?.siteId ?? null;
    return null;
  };
};

export const createApp = (options: AppOptions) => {
  const logger = options.logger ?? createLogger('silent');
  const metrics = options.metrics ?? createMetrics();
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        // The language of the site the request names, the body's `siteId` included.
        const lang = langOf(c, (result as { data?: unknown }).data);
        return c.json(errorBody(validationErrors(result.error.issues, lang, result.target)), 400);
      }
    },
  });

  app.use('*', tracing(logger));
  app.use('*', async (c, next) => {
    const end = metrics.latency.startTimer();
    await next();
    const labels = { method: c.req.method, route: routePath(c), status: String(c.res.status) };
    end(labels);
    metrics.requests.inc(labels);
  });
  app.use(
    '*',
    personalAnswers(),
    ...requestLimits(options.limits),
    refuseNul(options.db ? siteOfCartOrOrder(options.db) : undefined),
  );

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error.errors), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        errorBody([
          { code: 'BAD_REQUEST', message: unreadableRequest(langOf(c), isMalformedJson(error)) },
        ]),
        error.status,
      );
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return c.json(internalErrorBody(), 500);
  });
  app.notFound((c) =>
    c.json(errorBody([{ code: 'NOT_FOUND', message: `Ruta desconocida: ${c.req.path}` }]), 404),
  );

  app.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
  // Readiness: alive is not enough when the database is away (a balancer or an orchestrator asks
  // this one before sending shoppers); `/healthz` stays the liveness and draining check.
  app.get('/readyz', async (c) => {
    if (!options.db) return c.json({ status: 'ok' }, 200);
    const ready = await Promise.race([
      options.db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS, false).unref()),
    ]);
    return ready ? c.json({ status: 'ok' }, 200) : c.json({ status: 'unavailable' }, 503);
  });
  app.get('/metrics', async (c) => {
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });

  registerConfigRoutes(app);
  const clock = options.clock ?? (() => new Date());
  const dbRepos = options.db ? sqlReadRepos(options.db) : null;
  mountReadModules(
    app,
    {
      ...dbRepos,
      ...options.repos,
      search: options.repos?.search ?? options.searchRepo ?? dbRepos?.search,
      product: options.repos?.product ?? options.productRepo ?? dbRepos?.product,
    },
    clock,
    options.identityStore,
  );
  if (options.identityStore) {
    const { identityStore: store, allowedOrigins, trustedProxies } = options;
    // The account's links, limits, mails and address book (issue 23) need the database pool.
    const account = options.db ? createPgAccountStore(options.db, options.onOutbox) : undefined;
    const geo = options.db ? createGeoRepo(options.db) : undefined;
    mountIdentityRoutes(
      app,
      identityDeps({ store, clock, allowedOrigins, trustedProxies, account, geo }),
    );
    // The cart (issue 21): carts in the database, shoppers from the identity module's sessions.
    if (options.db) {
      const origins = allowedOrigins ?? parseAllowedOrigins(process.env.COMMERCE_ALLOWED_ORIGINS);
      const db = dbOf(options.db);
      const orders = orderStore(db);
      const cart = {
        store: cartStore(db),
        pool: options.db,
        priceGroups: pgPriceGroups(options.db),
        geo: createGeoRepo(options.db),
        heldByPayment: (cartId: string) => orders.holdsCart(cartId),
      };
      registerCartRoutes(app, { ...cart, identity: store, clock, allowedOrigins: origins });
      // Orders (issue 22): built from the cart, paid through the TEST gateway (no network here).
      const gateway = new TestGateway(options.db);
      registerTestGatewayRoutes(app, { gateway, clock });
      // Lists and projects (issue 23): priced and moved through the cart module.
      registerListRoutes(app, { db, cart, identity: store, clock, allowedOrigins: origins });
      // Before the order routes: `/checkout/v1/orders/lookup` is not an order id.
      registerOrderAccountRoutes(app, {
        store: orders,
        cart,
        identity: store,
        clock,
        allowedOrigins: origins,
        trustedProxies: trustedProxies ?? parseTrustedProxies(process.env.TRUSTED_PROXIES),
        captcha: captchaService(
          db,
          options.captchaMaxNumber ? { maxNumber: options.captchaMaxNumber } : {},
        ),
        attempts: account!,
      });
      // After the sale (issue 23): membership and points; the operator's moves and refunds.
      registerLoyaltyRoutes(app, { db, identity: store, clock });
      const operatorToken = options.operatorToken ?? process.env.COMMERCE_OPERATOR_TOKEN;
      if (operatorToken) {
        registerOrderOpsRoutes(app, {
          store: orders,
          gateway: options.paymentGateway ?? gateway,
          operatorToken,
          // A move's mail (ready for pickup, shipped...) leaves now, not with the next minute's relay.
          kick: options.onOutbox,
        });
      }
      registerOrderRoutes(app, {
        cart,
        carts: cart.store,
        store: orders,
        gateway: options.paymentGateway ?? gateway,
        identity: store,
        clock,
        allowedOrigins: origins,
        trustedProxies: trustedProxies ?? parseTrustedProxies(process.env.TRUSTED_PROXIES),
        kick: options.onOutbox,
        ...(options.unpaidHoldsPerShopper
          ? { unpaidHoldsPerShopper: options.unpaidHoldsPerShopper }
          : {}),
        ...(options.failedCardsPerAddress
          ? { failedCardsPerAddress: options.failedCardsPerAddress }
          : {}),
      });
    }
  }
  const source = withDefaultImages(
    options.imageSource ?? directoryImageSource(options.imageSourceDir ?? 'data/images'),
  );
  const diskBytes = options.imageCacheBytes;
  const images = createImageService(source, options.imageCacheDir, diskBytes ? { diskBytes } : {});
  registerImageRoutes(app, images);

  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      "A signed-in shopper's session id (`POST /auth/v1/login` answers it): their carts and orders answer only to it",
  });
  app.doc('/openapi.json', {
    openapi: '3.0.3',
    info: {
      title: 'Fierro commerce API',
      version: '1.0.0',
      description:
        'Errors share one shape: `{ errors: [{ code, message, field? }] }`, the message in the language of the site the request is about (Spanish, Portuguese for Brazil and dicico). Placing an order: see `POST /checkout/v1/orders`.',
    },
  });
  return app;
};

export type CommerceApp = ReturnType<typeof createApp>;

/** A store without price groups: every request prices with the base list. */
const NO_PRICE_GROUPS = fixedPriceGroups({ retail: [], business: null });

/** Mounts every read module whose storage port is given. */
const mountReadModules = (
  app: OpenAPIHono<AppEnv>,
  repos: ReadRepos,
  clock: () => Date,
  identity: IdentityStore | undefined,
) => {
  const priceGroups = repos.priceGroups ?? NO_PRICE_GROUPS;
  registerPricingRoutes(app, { groups: priceGroups });
  if (repos.catalog) registerCatalogRoutes(app, { repo: repos.catalog });
  if (repos.search) {
    registerSearchRoutes(app, {
      repo: repos.search,
      priceGroups,
      clock,
      identity,
    });
  }
  if (repos.product) {
    registerProductRoutes(app, {
      repo: repos.product,
      priceGroups,
      clock,
      identity,
    });
  }
  if (repos.productExtras) {
    registerProductExtrasRoutes(app, {
      repo: repos.productExtras,
      priceGroups,
      clock,
      identity,
    });
  }
  if (repos.inventory) registerInventoryRoutes(app, { repo: repos.inventory });
  if (repos.typeahead) {
    registerTypeaheadRoutes(app, {
      repo: repos.typeahead,
      priceGroups,
      clock,
      identity,
    });
  }
  if (repos.content) registerContentRoutes(app, { repo: repos.content, clock });
  if (repos.geo) registerGeoRoutes(app, { repo: repos.geo });
  registerDeliveryRoutes(app, {
    delivery: repos.delivery,
    offers: repos.offers,
    priceGroups,
    identity,
    clock,
  });
};
