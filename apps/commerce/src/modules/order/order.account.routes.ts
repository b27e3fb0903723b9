import type { TrustedProxies } from '@fierro/domain';
import { getTenantBySiteId } from '@fierro/tenants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  BuyAgainResponse,
  CaptchaChallengeResponse,
  LookupBody,
  OrderErrorResponse,
  OrderListResponse,
  OrderLookupResponse,
  OrderReturnsResponse,
  ReturnRequest,
  ReturnRequestBody,
} from '../../contract';
import type { CartDeps } from '../cart';
import {
  type AccountStore,
  clientAddressOf,
  csrfGuard,
  type IdentityStore,
  sessionAsker,
} from '../identity';
import { buyAgain, listOrders, lookupOrder } from './order.account';
import type { CaptchaService } from './order.captcha';
import { OrderError } from './order.errors';
import { orderReturnsOf, requestReturn } from './order.returns';
import type { OrderStore } from './order.store';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const ListQuery = z.object({
  siteId: z.string().regex(/^[a-z]{2,12}$/),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
const OrderParams = z.object({ orderId: z.string().uuid() });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/checkout/v1/orders',
    tags: ['orders'],
    summary: "The signed-in shopper's orders on a site, newest first",
    request: { query: ListQuery },
    responses: {
      200: json(OrderListResponse, 'A page of orders'),
      401: json(OrderErrorResponse, 'Sign in first'),
    },
  }),
  again: createRoute({
    method: 'post',
    path: '/checkout/v1/orders/{orderId}/buy-again',
    tags: ['orders'],
    summary: "The order's lines still sold, added to the shopper's cart at today's prices",
    request: { params: OrderParams },
    responses: {
      200: json(BuyAgainResponse, 'The cart, and the lines that could not be added'),
      404: json(OrderErrorResponse, 'No such order for this shopper'),
    },
  }),
  lookup: createRoute({
    method: 'post',
    path: '/checkout/v1/orders/lookup',
    tags: ['orders'],
    summary: "A guest's order by its number and e-mail (limited per address)",
    request: {
      body: { content: { 'application/json': { schema: LookupBody } }, required: true },
    },
    responses: {
      200: json(OrderLookupResponse, 'The order, as the status page shows it'),
      400: json(OrderErrorResponse, 'A bad field, or the captcha missing or wrong'),
      404: json(OrderErrorResponse, 'No order with that number and e-mail'),
      429: json(OrderErrorResponse, 'Too many lookups from this address'),
    },
  }),
  challenge: createRoute({
    method: 'get',
    path: '/checkout/v1/orders/lookup/challenge',
    tags: ['orders'],
    summary: "The lookup's proof-of-work captcha, where the site asks for one",
    request: { query: z.object({ siteId: z.string().regex(/^[a-z]{2,12}$/) }) },
    responses: {
      200: json(CaptchaChallengeResponse, 'A challenge to solve, or none needed'),
      404: json(OrderErrorResponse, 'Unknown site'),
    },
  }),
  returns: createRoute({
    method: 'get',
    path: '/checkout/v1/orders/{orderId}/returns',
    tags: ['orders'],
    summary: "An order's return windows per line and its return requests, for its owner",
    request: { params: OrderParams },
    responses: {
      200: json(
        OrderReturnsResponse,
        'When it was delivered, what each line may ask, the requests',
      ),
      404: json(OrderErrorResponse, 'No such order for this shopper'),
    },
  }),
  requestReturn: createRoute({
    method: 'post',
    path: '/checkout/v1/orders/{orderId}/returns',
    tags: ['orders'],
    summary: 'A return, warranty change or (Chile) right-of-refusal request for a delivered line',
    request: {
      params: OrderParams,
      body: { content: { 'application/json': { schema: ReturnRequestBody } }, required: true },
    },
    responses: {
      201: json(ReturnRequest, 'The request, requested'),
      400: json(OrderErrorResponse, 'A bad field (quantity, reason), named'),
      404: json(OrderErrorResponse, 'No such order or line for this shopper'),
      409: json(OrderErrorResponse, 'Not delivered yet, or the window of that kind is closed'),
    },
  }),
};

/** Lookups per address in a window: guessing order numbers is slow. */
export const LOOKUPS_PER_WINDOW = 10;
export const LOOKUP_WINDOW_MS = 10 * 60_000;

/**
 * Counts a lookup from `address` in the database, where every commerce process shares the count:
 * a burst of concurrent lookups lets exactly the limit through.
 */
const mayLookUp = (attempts: LookupAttempts, address: string, now: Date) =>
  attempts.takeAttempt(
    'order-lookup',
    address,
    new Date(now.getTime() - LOOKUP_WINDOW_MS),
    LOOKUPS_PER_WINDOW,
    now,
  );

type LookupAttempts = Pick<AccountStore, 'takeAttempt'>;

const TEXT = {
  signIn: ['Inicia sesión para ver tus pedidos', 'Entre na sua conta para ver seus pedidos'],
  tooMany: [
    'Demasiados intentos: espera unos minutos',
    'Tentativas demais: aguarde alguns minutos',
  ],
} as const;

export interface OrderAccountRouteDeps {
  store: OrderStore;
  cart: Omit<CartDeps, 'now'>;
  identity: IdentityStore;
  clock: () => Date;
  allowedOrigins: readonly string[];
  /** Whose X-Forwarded-For names the client of a lookup (TRUSTED_PROXIES, issue 20). */
  trustedProxies: TrustedProxies;
  /** The lookup's captcha where the registry's `seekOrderLoginRecaptchaEnabled` is on. */
  captcha: CaptchaService;
  /** Where lookups per address are counted (the database's rate_attempts). */
  attempts: LookupAttempts;
}

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerOrderAccountRoutes = (app: OpenAPIHono<any>, deps: OrderAccountRouteDeps) => {
  const csrf = csrfGuard(deps.allowedOrigins);
  app.use('/checkout/v1/orders/lookup', csrf);
  app.use('/checkout/v1/orders/*/buy-again', csrf);
  app.use('/checkout/v1/orders/*/returns', csrf);
  const askerOf = (c: Context) =>
    sessionAsker(deps.identity, c, deps.clock(), c.req.query('consumer') === 'b2b');
  const lang = (siteId: string | undefined) =>
    getTenantBySiteId(siteId ?? '')?.lang === 'pr' ? 1 : 0;
  const fail = (c: Context, error: unknown, siteId?: string) => {
    if (error instanceof OrderError) {
      return c.json(error.body(getTenantBySiteId(siteId ?? '') ?? null), error.status);
    }
    throw error;
  };

  app.openapi(routes.list, async (c) => {
    const q = c.req.valid('query');
    const asker = await askerOf(c);
    if (!asker.userId) {
      return c.json(
        { errors: [{ code: 'UNAUTHENTICATED', message: TEXT.signIn[lang(q.siteId)] }] },
        401,
      );
    }
    return c.json(await listOrders(deps.store, asker, q.siteId, q.page, q.perPage), 200);
  });

  app.openapi(routes.again, async (c) => {
    const { orderId } = c.req.valid('param');
    try {
      const result = await buyAgain(
        { store: deps.store, cart: { ...deps.cart, now: deps.clock() } },
        await askerOf(c),
        orderId,
      );
      return c.json(result, 200);
    } catch (error) {
      return fail(c, error) as never;
    }
  });

  app.openapi(routes.lookup, async (c) => {
    const body = c.req.valid('json');
    // Every attempt counts, found or not.
    if (!(await mayLookUp(deps.attempts, clientAddressOf(c, deps.trustedProxies), deps.clock()))) {
      return c.json(
        { errors: [{ code: 'TOO_MANY_REQUESTS', message: TEXT.tooMany[lang(body.siteId)] }] },
        429,
      );
    }
    try {
      if (getTenantBySiteId(body.siteId)?.flags.seekOrderLoginRecaptchaEnabled) {
        if (!body.captcha) throw new OrderError('CAPTCHA_REQUIRED', { field: 'captcha' });
        if (!(await deps.captcha.spend(body.captcha, deps.clock()))) {
          throw new OrderError('CAPTCHA_INVALID', { field: 'captcha' });
        }
      }
      return c.json(await lookupOrder(deps.store, body), 200);
    } catch (error) {
      return fail(c, error, body.siteId) as never;
    }
  });

  app.openapi(routes.challenge, async (c) => {
    const { siteId } = c.req.valid('query');
    const tenant = getTenantBySiteId(siteId);
    if (!tenant) return fail(c, new OrderError('ORDER_NOT_FOUND')) as never;
    const required = tenant.flags.seekOrderLoginRecaptchaEnabled;
    // A fresh challenge every time: never cached.
    c.header('Cache-Control', 'no-store');
    return c.json(
      { required, challenge: required ? await deps.captcha.challenge(deps.clock()) : null },
      200,
    );
  });

  app.openapi(routes.returns, async (c) => {
    const { orderId } = c.req.valid('param');
    try {
      const asker = await askerOf(c);
      return c.json(await orderReturnsOf(deps.store, orderId, asker, deps.clock()), 200);
    } catch (error) {
      return fail(c, error) as never;
    }
  });

  app.openapi(routes.requestReturn, async (c) => {
    const { orderId } = c.req.valid('param');
    const body = c.req.valid('json');
    const asker = await askerOf(c);
    let siteId: string | undefined;
    try {
      siteId = (await deps.store.find(orderId))?.siteId;
      return c.json(await requestReturn(deps.store, orderId, asker, body, deps.clock()), 201);
    } catch (error) {
      return fail(c, error, siteId) as never;
    }
  });
};
