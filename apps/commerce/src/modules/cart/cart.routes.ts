import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  AddLineBody,
  AddServiceBody,
  CartResponse,
  CreateCartBody,
  ErrorResponse,
  LocationBody,
  MergeCartBody,
  QueryFields,
  UpdateLineBody,
} from '../../contract';
import { say, type Text } from '../../lib/local-words';
import { isMalformedJson, siteOfRequest, unreadableRequest } from '../../lib/validation';
import { csrfGuard, type IdentityStore, sessionAsker } from '../identity';
import { CartError, fieldMessage } from './cart.errors';
import {
  type Asker,
  addLine,
  addService,
  type CartDeps,
  changeLine,
  createCart,
  mergeCart,
  readCart,
  removeLine,
  removeService,
  setLocation,
} from './cart.service';

/**
 * The cart API (issue 21): parse, ask the service, shape the answer. Every write carries the
 * cart's version (`If-Match` or `version` in the body); a stale one is a 409 with the current
 * cart. A signed-in shopper's cart needs that shopper's session; anyone else gets 404.
 */
const CartParams = z.object({ cartId: z.string().uuid() });
const LineParams = CartParams.extend({ lineId: z.coerce.number().int().positive().max(1_000_000) });
const ServiceParams = LineParams.extend({
  serviceLineId: z.coerce.number().int().positive().max(1_000_000),
});
const ReadQuery = z.object({
  rebuildDependencies: z.enum(['true', 'false']).default('false'),
  consumer: QueryFields.consumer,
});
const WriteQuery = z.object({ consumer: QueryFields.consumer });
const SpecQuery = ReadQuery.extend({ cartId: z.string().uuid() });

const UNKNOWN_SITE: Text = ['Sitio desconocido', 'Site desconhecido'];

const CartError409 = ErrorResponse.extend({ cart: CartResponse.optional() });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const answers = {
  200: json(CartResponse, 'The whole cart, priced now'),
  400: json(ErrorResponse, 'A bad field, named, in the shopper language'),
  404: json(ErrorResponse, 'No such cart for this shopper'),
  409: json(CartError409, 'Stale version (with the current cart), stock or product refused'),
  428: json(ErrorResponse, 'The write carried no version'),
};
/** Documented only: `versionOf` reads the header (a 428 without it or a body `version`). */
const VersionHeader = z.object({
  'if-match': z.string().optional().openapi({
    description:
      'The cart\'s version as last read (`3`, `"3"` or `W/"3"`), or `version` in the body: a stale one is a 409 with the current cart, none a 428',
  }),
});
/** A signed-in shopper's session (`Authorization`), or none: a guest. */
const SESSION: Array<Record<string, string[]>> = [{ session: [] }, {}];
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const routes = {
  create: createRoute({
    method: 'post',
    path: '/checkout/v1/carts',
    tags: ['cart'],
    security: SESSION,
    request: { ...body(CreateCartBody), query: WriteQuery },
    responses: { ...answers, 201: json(CartResponse, 'A new cart, or the shopper’s open one') },
  }),
  read: createRoute({
    method: 'get',
    path: '/checkout/v1/carts/{cartId}',
    tags: ['cart'],
    security: SESSION,
    request: { params: CartParams, query: ReadQuery },
    responses: answers,
  }),
  spec: createRoute({
    method: 'get',
    path: '/s/checkout/v1/carts',
    tags: ['cart'],
    security: SESSION,
    summary: 'Spec §7 /s/checkout/v1/carts?cartId&rebuildDependencies',
    request: { query: SpecQuery },
    responses: answers,
  }),
  add: createRoute({
    method: 'post',
    path: '/checkout/v1/carts/{cartId}/lines',
    tags: ['cart'],
    security: SESSION,
    request: {
      headers: VersionHeader,
      params: CartParams,
      query: WriteQuery,
      ...body(AddLineBody),
    },
    responses: answers,
  }),
  change: createRoute({
    method: 'patch',
    path: '/checkout/v1/carts/{cartId}/lines/{lineId}',
    tags: ['cart'],
    security: SESSION,
    request: {
      headers: VersionHeader,
      params: LineParams,
      query: WriteQuery,
      ...body(UpdateLineBody),
    },
    responses: answers,
  }),
  remove: createRoute({
    method: 'delete',
    path: '/checkout/v1/carts/{cartId}/lines/{lineId}',
    tags: ['cart'],
    security: SESSION,
    request: { headers: VersionHeader, params: LineParams, query: WriteQuery },
    responses: answers,
  }),
  addService: createRoute({
    method: 'post',
    path: '/checkout/v1/carts/{cartId}/lines/{lineId}/services',
    tags: ['cart'],
    security: SESSION,
    request: {
      headers: VersionHeader,
      params: LineParams,
      query: WriteQuery,
      ...body(AddServiceBody),
    },
    responses: answers,
  }),
  removeService: createRoute({
    method: 'delete',
    path: '/checkout/v1/carts/{cartId}/lines/{lineId}/services/{serviceLineId}',
    tags: ['cart'],
    security: SESSION,
    request: { headers: VersionHeader, params: ServiceParams, query: WriteQuery },
    responses: answers,
  }),
  location: createRoute({
    method: 'put',
    path: '/checkout/v1/carts/{cartId}/location',
    tags: ['cart'],
    security: SESSION,
    request: {
      headers: VersionHeader,
      params: CartParams,
      query: WriteQuery,
      ...body(LocationBody),
    },
    responses: answers,
  }),
  merge: createRoute({
    method: 'post',
    path: '/checkout/v1/carts/merge',
    tags: ['cart'],
    security: SESSION,
    request: { query: WriteQuery, ...body(MergeCartBody) },
    responses: { ...answers, 401: json(ErrorResponse, 'Sign in first') },
  }),
};

export interface CartRouteDeps extends Omit<CartDeps, 'now'> {
  identity: IdentityStore;
  clock: () => Date;
  allowedOrigins: readonly string[];
}

/** The validated part of a request (the route's own schema ran before the handler). */
const valid = <T extends z.ZodType>(c: Context, target: 'json' | 'param' | 'query', _schema: T) =>
  (c.req.valid as (t: string) => unknown)(target) as z.infer<T>;

/** `If-Match: 3`, `"3"` or `W/"3"`; a body's `version` when there is no header. */
const versionOf = (c: Context, fromBody?: number): number | undefined => {
  const header = c.req.header('if-match')?.match(/^(?:W\/)?"?(\d{1,9})"?$/)?.[1];
  return header !== undefined ? Number(header) : fromBody;
};

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerCartRoutes = (app: OpenAPIHono<any>, deps: CartRouteDeps): void => {
  const csrf = csrfGuard(deps.allowedOrigins);
  app.use('/checkout/v1/carts', csrf);
  app.use('/checkout/v1/carts/*', csrf);
  const service = (): CartDeps => ({ ...deps, now: deps.clock(), factsRead: new Map() });

  /**
   * The site a request is about, for its messages: its cart's; for a cart that is not there (an
   * unknown id) the request's own `siteId`, the body's, else its `tenant-b2b` header.
   */
  const siteOf = async (c: Context, body?: unknown): Promise<Tenant | null> => {
    const cartId = c.req.param('cartId') ?? c.req.query('cartId');
    if (cartId && /^[0-9a-f-]{36}$/i.test(cartId)) {
      const cart = await deps.store.find(cartId);
      if (cart) return getTenantBySiteId(cart.siteId) ?? null;
    }
    return siteOfRequest(c, body) ?? null;
  };

  // A body that is not JSON is refused before the route reads it (the app's error answer); a
  // cart's request says so in the cart's language, which the request itself does not name.
  app.use('/checkout/v1/carts/*', async (c, next) => {
    await next();
    if (!(c.error instanceof HTTPException) || c.error.status !== 400) return;
    const tenant = await siteOf(c);
    if (!tenant) return;
    const message = unreadableRequest(tenant.lang, isMalformedJson(c.error));
    c.res = c.json({ errors: [{ code: 'BAD_REQUEST', message }] }, 400);
  });

  /** A bad field: 400 naming it, in the shopper's language; nothing is written. */
  const hook = async (
    result: { success: boolean; error?: z.ZodError; target?: string },
    c: Context,
  ) => {
    if (result.success) return;
    // A body's `siteId` names the site of a cart not made yet (a new cart's fields).
    const tenant = await siteOf(c, (result as { data?: unknown }).data);
    // An object that names no place (the location route's own rule) is not a non-object.
    const whole = (issue: z.core.$ZodIssue) =>
      issue.code === 'custom' && c.req.path.endsWith('/location') ? 'location' : undefined;
    const seen = new Set<string>();
    const errors = (result.error?.issues ?? []).flatMap((issue) => {
      const field = String(issue.path[0] ?? whole(issue) ?? result.target ?? 'body');
      // One error per field: 1e20 broke both the integer and the maximum.
      if (seen.has(field)) return [];
      seen.add(field);
      return [{ code: 'INVALID_PARAMETER', message: fieldMessage(field, tenant), field }];
    });
    return c.json({ errors }, 400);
  };

  /** Mounts a route with the cart's own validation answer (typed bodies come from `valid`). */
  const mount = (
    route: Parameters<typeof app.openapi>[0],
    handler: (c: Context) => Promise<Response>,
  ) =>
    // biome-ignore lint/suspicious/noExplicitAny: the cart answers its own error shapes
    app.openapi(route, handler as any, hook as any);

  const askerOf = async (c: Context): Promise<Asker> =>
    sessionAsker(deps.identity, c, deps.clock(), c.req.query('consumer') === 'b2b');

  /** Runs a use case; a CartError is its status and body in the cart's language. */
  const answer = async (
    c: Context,
    run: () => Promise<unknown>,
    status: 200 | 201 = 200,
  ): Promise<Response> => {
    try {
      return c.json((await run()) as object, status);
    } catch (error) {
      if (error instanceof CartError) {
        const tenant = error.extra.cart
          ? (getTenantBySiteId(error.extra.cart.siteId) ?? null)
          : await siteOf(c);
        return c.json(error.body(tenant), error.status);
      }
      throw error;
    }
  };

  mount(routes.create, async (c) => {
    const { siteId } = valid(c, 'json', CreateCartBody);
    const tenant = getTenantBySiteId(siteId);
    if (!tenant) {
      const message = say(UNKNOWN_SITE, siteOfRequest(c));
      return c.json({ errors: [{ code: 'NOT_FOUND', message, field: 'siteId' }] }, 404);
    }
    return answer(c, async () => createCart(service(), tenant, await askerOf(c)), 201);
  });
  mount(routes.read, async (c) => {
    const { cartId } = valid(c, 'param', CartParams);
    const { rebuildDependencies } = valid(c, 'query', ReadQuery);
    return answer(c, async () =>
      readCart(service(), cartId, await askerOf(c), rebuildDependencies === 'true'),
    );
  });
  mount(routes.spec, async (c) => {
    const { cartId, rebuildDependencies } = valid(c, 'query', SpecQuery);
    return answer(c, async () =>
      readCart(service(), cartId, await askerOf(c), rebuildDependencies === 'true'),
    );
  });
  mount(routes.add, async (c) => {
    const { cartId } = valid(c, 'param', CartParams);
    const input = valid(c, 'json', AddLineBody);
    return answer(c, async () =>
      addLine(service(), cartId, await askerOf(c), {
        ...input,
        version: versionOf(c, input.version),
      }),
    );
  });
  mount(routes.change, async (c) => {
    const { cartId, lineId } = valid(c, 'param', LineParams);
    const input = valid(c, 'json', UpdateLineBody);
    return answer(c, async () =>
      changeLine(service(), cartId, lineId, await askerOf(c), {
        ...input,
        version: versionOf(c, input.version),
      }),
    );
  });
  mount(routes.remove, async (c) => {
    const { cartId, lineId } = valid(c, 'param', LineParams);
    return answer(c, async () =>
      removeLine(service(), cartId, lineId, await askerOf(c), versionOf(c)),
    );
  });
  mount(routes.addService, async (c) => {
    const { cartId, lineId } = valid(c, 'param', LineParams);
    const input = valid(c, 'json', AddServiceBody);
    return answer(c, async () =>
      addService(service(), cartId, lineId, await askerOf(c), {
        ...input,
        version: versionOf(c, input.version),
      }),
    );
  });
  mount(routes.removeService, async (c) => {
    const { cartId, lineId, serviceLineId } = valid(c, 'param', ServiceParams);
    return answer(c, async () =>
      removeService(service(), cartId, lineId, serviceLineId, await askerOf(c), versionOf(c)),
    );
  });
  mount(routes.location, async (c) => {
    const { cartId } = valid(c, 'param', CartParams);
    const input = valid(c, 'json', LocationBody);
    return answer(c, async () =>
      setLocation(service(), cartId, await askerOf(c), {
        ...input,
        version: versionOf(c, input.version),
      }),
    );
  });
  mount(routes.merge, async (c) => {
    const { guestCartId } = valid(c, 'json', MergeCartBody);
    return answer(c, async () => mergeCart(service(), await askerOf(c), guestCartId));
  });
};
