import type { TrustedProxies } from '@fierro/domain';
import { getTenantBySiteId } from '@fierro/tenants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CartResponse, OrderErrorResponse, OrderResponse, OrderStatusName } from '../../contract';
import { poolCache } from '../../lib/bounded-cache';
import type { CartDeps } from '../cart';
import { clientAddressOf, csrfGuard, type IdentityStore, sessionAsker } from '../identity';
import { buyAgain, listOrders, lookupOrder } from './order.account';
import { OrderError } from './order.errors';
import type { OrderStore } from './order.store';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const OrderSummary = z.object({
  orderId: z.string().uuid(),
  orderNumber: z.string(),
  status: OrderStatusName,
  currency: z.string(),
  total: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
const OrderListResponse = z.object({
  orders: z.array(OrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
const ListQuery = z.object({
  siteId: z.string().regex(/^[a-z]{2,12}$/),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
const LookupBody = z.object({
  siteId: z.string().regex(/^[a-z]{2,12}$/),
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/),
  email: z.string().trim().max(254).email(),
});
const BuyAgainResponse = z.object({
  cart: CartResponse,
  skipped: z.array(z.object({ skuId: z.string(), name: z.string(), reason: z.string() })),
});

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
    request: { params: z.object({ orderId: z.string().uuid() }) },
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
      200: json(OrderResponse, 'The order'),
      404: json(OrderErrorResponse, 'No order with that number and e-mail'),
      429: json(OrderErrorResponse, 'Too many lookups from this address'),
    },
  }),
};

/** Lookups per address in a window: guessing order numbers is slow. */
export const LOOKUPS_PER_WINDOW = 10;
export const LOOKUP_WINDOW_MS = 10 * 60_000;
const lookups = poolCache<{ n: number }>('order-lookups', {
  max: 10_000,
  ttl: LOOKUP_WINDOW_MS,
});

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
}

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerOrderAccountRoutes = (app: OpenAPIHono<any>, deps: OrderAccountRouteDeps) => {
  const csrf = csrfGuard(deps.allowedOrigins);
  app.use('/checkout/v1/orders/lookup', csrf);
  app.use('/checkout/v1/orders/*/buy-again', csrf);
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
    const counter = lookups(deps.store.db);
    const key = clientAddressOf(c, deps.trustedProxies);
    const seen = counter.get(key) ?? { n: 0 };
    if (seen.n >= LOOKUPS_PER_WINDOW) {
      return c.json(
        { errors: [{ code: 'TOO_MANY_REQUESTS', message: TEXT.tooMany[lang(body.siteId)] }] },
        429,
      );
    }
    // Every attempt counts, found or not (the window starts at the first).
    counter.set(key, { n: seen.n + 1 }, { noUpdateTTL: seen.n > 0 });
    try {
      return c.json(await lookupOrder(deps.store, body), 200);
    } catch (error) {
      return fail(c, error, body.siteId) as never;
    }
  });
};
