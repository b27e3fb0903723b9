import type { TrustedProxies } from '@fierro/domain';
import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  OrderErrorResponse,
  OrderResponse,
  PaymentOptionsResponse,
  PlaceOrderBody,
} from '../../contract';
import { siteOfRequest } from '../../lib/validation';
import type { CartStore } from '../cart';
import { clientAddressOf, csrfGuard, type IdentityStore, sessionAsker } from '../identity';
import { PLACE_ORDER_DESCRIPTION } from './order.docs';
import { OrderError, shapeMessage } from './order.errors';
import {
  type Answer,
  completeChallenge,
  type OrderDeps,
  paymentOptions,
  placeOrder,
  readOrder,
} from './order.service';

/**
 * The order API (issue 22): parse, ask the service, shape the answer. Any client may place an
 * order (the storefront, an app, a kiosk: `x-channel-id`); the order is its owner's alone.
 */
const OrderParams = z.object({ orderId: z.string().uuid() });
const CartParams = z.object({ cartId: z.string().uuid() });
const TokenQuery = z.object({
  token: z.string().max(100).optional().openapi({
    description:
      "A guest's access token (the placement's `accessToken`); or the x-order-token header",
  }),
});
const TokenHeader = z.object({
  'x-order-token': z
    .string()
    .max(100)
    .optional()
    .openapi({ description: "A guest's access token, kept out of URLs" }),
});
/** A signed-in shopper's session (`Authorization`), or none: a guest. */
const SESSION: Array<Record<string, string[]>> = [{ session: [] }, {}];
const PlaceHeaders = z.object({
  // Optional to the validator only: its absence is a 428 that says so, not a 400.
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,100}$/)
    .optional()
    .openapi({
      param: { required: true },
      description: 'The same key and body answer the same order (kept 24 h); a 428 without it',
    }),
  // Spec §9: the platforms are web, mobile and kiosk (default web), sent as `WEB` by the
  // storefront: any case is read, the order keeps it in lower case.
  'x-channel-id': z
    .string()
    .regex(/^(web|mobile|kiosk)$/i)
    .optional()
    .openapi({ description: 'web (default), mobile or kiosk, in any case' }),
});

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const errors = {
  400: json(OrderErrorResponse, 'A bad field, named, in the shopper language'),
  402: json(
    OrderErrorResponse,
    'The payment was declined (the order is cancelled, stock released)',
  ),
  404: json(OrderErrorResponse, 'No such order (or cart) for this shopper'),
  409: json(
    OrderErrorResponse,
    'Out of stock (with the quantity available), total changed (with the new totals), cart changed, idempotency key reused with another body',
  ),
  428: json(OrderErrorResponse, 'No Idempotency-Key header'),
  429: json(
    OrderErrorResponse,
    'Too many declined card payments in the last hour from this cart or network address (card testing): other ways to pay are left',
  ),
};

const routes = {
  place: createRoute({
    method: 'post',
    path: '/checkout/v1/orders',
    tags: ['orders'],
    summary: "Places the order of a cart: stock reserved, payment asked, the order's number",
    description: PLACE_ORDER_DESCRIPTION,
    security: SESSION,
    request: {
      headers: PlaceHeaders,
      body: { content: { 'application/json': { schema: PlaceOrderBody } }, required: true },
    },
    responses: { 201: json(OrderResponse, 'The order (a replay answers the same)'), ...errors },
  }),
  read: createRoute({
    method: 'get',
    path: '/checkout/v1/orders/{orderId}',
    tags: ['orders'],
    summary: "The order, for its owner: the shopper's session or a guest's access token",
    security: SESSION,
    request: { params: OrderParams, query: TokenQuery, headers: TokenHeader },
    responses: { 200: json(OrderResponse, 'The order, for its owner'), 404: errors[404] },
  }),
  paymentOptions: createRoute({
    method: 'get',
    path: '/checkout/v1/carts/{cartId}/payment-options',
    tags: ['orders'],
    summary: 'How the cart may be paid now: methods, total per method, bank promotions',
    security: SESSION,
    request: { params: CartParams },
    responses: {
      200: json(PaymentOptionsResponse, 'The payment options of the cart'),
      404: errors[404],
    },
  }),
  challenge: createRoute({
    method: 'post',
    path: '/checkout/v1/orders/{orderId}/challenge',
    tags: ['orders'],
    summary: 'After the 3-D Secure challenge: the order asks the gateway how it ended, and settles',
    description:
      "No body: the outcome is the gateway's (TEST gateway: `POST /payments/v1/test-gateway/challenges/{challengeId}`), never the client's word. 201 PAID; 402 the bank refused (the order is cancelled, its cart given back); 409 CHALLENGE_UNANSWERED while the cardholder has not answered, NO_CHALLENGE once settled.",
    security: SESSION,
    request: { params: OrderParams, query: TokenQuery, headers: TokenHeader },
    responses: { 201: json(OrderResponse, 'The settled order'), ...errors },
  }),
};

export interface OrderRouteDeps extends Omit<OrderDeps, 'now' | 'cart'> {
  cart: Omit<OrderDeps['cart'], 'now'>;
  carts: CartStore;
  identity: IdentityStore;
  clock: () => Date;
  allowedOrigins: readonly string[];
  /** Whose X-Forwarded-For is believed: the shopper's address counts their unpaid holds. */
  trustedProxies: TrustedProxies;
}

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerOrderRoutes = (app: OpenAPIHono<any>, deps: OrderRouteDeps): void => {
  const csrf = csrfGuard(deps.allowedOrigins);
  app.use('/checkout/v1/orders', csrf);
  app.use('/checkout/v1/orders/*', csrf);
  const service = (): OrderDeps => {
    const now = deps.clock();
    return { ...deps, now, cart: { ...deps.cart, now } };
  };

  /**
   * The site a request is about, for its messages: its order's or its cart's; for one not there
   * (a body without a cart, an unknown id) the request's `siteId`, else its `tenant-b2b` header.
   */
  const siteOf = async (c: Context): Promise<Tenant | null> => {
    const orderId = c.req.param('orderId');
    if (orderId && /^[0-9a-f-]{36}$/i.test(orderId)) {
      const order = await deps.store.find(orderId);
      if (order) return getTenantBySiteId(order.siteId) ?? null;
      return siteOfRequest(c) ?? null;
    }
    const body = c.req.param('cartId') ? undefined : await c.req.json().catch(() => null);
    const cartId = c.req.param('cartId') ?? (body as { cartId?: unknown } | null)?.cartId;
    if (typeof cartId === 'string' && /^[0-9a-f-]{36}$/i.test(cartId)) {
      const cart = await deps.carts.find(cartId);
      if (cart) return getTenantBySiteId(cart.siteId) ?? null;
    }
    return siteOfRequest(c, body) ?? null;
  };

  const hook = async (
    result: { success: boolean; error?: z.ZodError; target?: string },
    c: Context,
  ) => {
    if (result.success) return;
    const tenant = await siteOf(c);
    const issues = result.error?.issues ?? [];
    const idempotency = issues.find((i) => i.path[0] === 'idempotency-key');
    if (idempotency) {
      const field = 'Idempotency-Key';
      return c.json(
        new OrderError('INVALID_PARAMETER', { field, message: shapeMessage(field, tenant) }).body(
          tenant,
        ),
        400,
      );
    }
    return c.json(
      {
        errors: issues.map((i) => {
          const field =
            i.path.length > 0 ? i.path.map(String).join('.') : (result.target ?? 'body');
          return { code: 'INVALID_PARAMETER', message: shapeMessage(field, tenant), field };
        }),
      },
      400,
    );
  };

  const mount = (
    route: Parameters<typeof app.openapi>[0],
    handler: (c: Context) => Promise<Response>,
  ) =>
    // biome-ignore lint/suspicious/noExplicitAny: the order answers its own error shapes
    app.openapi(route, handler as any, hook as any);

  const askerOf = (c: Context) =>
    sessionAsker(deps.identity, c, deps.clock(), c.req.query('consumer') === 'b2b');
  const tokenOf = (c: Context) => c.req.header('x-order-token') ?? c.req.query('token') ?? null;

  const answer = async (c: Context, run: () => Promise<Answer | object>, ok: 200 | 201) => {
    try {
      const result = await run();
      if (
        'status' in result &&
        'body' in result &&
        (result.status === 201 || result.status === 400 || result.status === 402)
      ) {
        return c.json(result.body as object, result.status);
      }
      return c.json(result, ok);
    } catch (error) {
      if (error instanceof OrderError) return c.json(error.body(await siteOf(c)), error.status);
      throw error;
    }
  };

  mount(routes.place, async (c) => {
    const key = c.req.header('idempotency-key');
    if (!key) {
      return c.json(
        new OrderError('IDEMPOTENCY_KEY_REQUIRED', { field: 'Idempotency-Key' }).body(
          await siteOf(c),
        ),
        428,
      );
    }
    const body = (c.req.valid as (t: string) => unknown)('json') as PlaceOrderBody;
    return answer(
      c,
      async () =>
        placeOrder(service(), {
          asker: await askerOf(c),
          idempotencyKey: key,
          channel: (c.req.header('x-channel-id') ?? 'web').toLowerCase(),
          body,
          clientAddress: clientAddressOf(c, deps.trustedProxies),
        }),
      201,
    );
  });
  mount(routes.read, async (c) => {
    const { orderId } = OrderParams.parse(c.req.param());
    return answer(c, async () => readOrder(service(), orderId, await askerOf(c), tokenOf(c)), 200);
  });
  mount(routes.paymentOptions, async (c) => {
    const { cartId } = CartParams.parse(c.req.param());
    return answer(c, async () => paymentOptions(service(), cartId, await askerOf(c)), 200);
  });
  mount(routes.challenge, async (c) => {
    const { orderId } = OrderParams.parse(c.req.param());
    return answer(
      c,
      async () => completeChallenge(service(), orderId, await askerOf(c), tokenOf(c)),
      201,
    );
  });
};
