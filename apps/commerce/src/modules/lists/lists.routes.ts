import type { Db } from '@fierro/db';
import { getTenantBySiteId } from '@fierro/tenants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ListCreateBody,
  ListErrorResponse,
  ListLineBody,
  ListLineUpdateBody,
  ListResponse,
  ListShareResponse,
  ListsResponse,
  ListToCartBody,
  ListToCartResponse,
  ListUpdateBody,
  SharedListResponse,
} from '../../contract';
import { type CartDeps, GUEST_ASKER } from '../cart';
import { csrfGuard, type IdentityStore, sessionAsker } from '../identity';
import { ListError } from './lists.errors';
import {
  addListLine,
  createList,
  deleteList,
  listLists,
  listToCart,
  readList,
  removeListLine,
  setListLine,
  sharedList,
  shareList,
  unshareList,
  updateList,
} from './lists.service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
/**
 * The site a route is asked on (a site id: socl, sope, ...). A list is its own site's alone: on
 * any other it is answered as one that does not exist.
 */
const SiteQuery = z.object({
  siteId: z
    .string()
    .regex(/^[a-z]{2,12}$/)
    .openapi({ description: 'The site asked on; a list of another site is answered as none' }),
});
const ListParams = z.object({ listId: z.string().uuid() });
const LineParams = ListParams.extend({ skuId: z.string().min(1).max(64) });
const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const errors = {
  400: json(ListErrorResponse, 'A bad field (siteId among them), named'),
  401: json(ListErrorResponse, "Sign in first (a session of another site's tenant is nobody here)"),
  404: json(ListErrorResponse, 'No such list for this shopper on this site'),
};
const base = '/account/v1/lists';
const tags = ['lists'];

const routes = {
  all: createRoute({
    method: 'get',
    path: base,
    tags,
    summary: "The signed-in shopper's lists of a site with their counts and today's totals",
    request: { query: SiteQuery },
    responses: { 200: json(ListsResponse, 'The lists'), ...errors },
  }),
  create: createRoute({
    method: 'post',
    path: base,
    tags,
    summary: 'A new list (a project, with an optional note and budget); at most 50 per site',
    request: body(ListCreateBody),
    responses: {
      201: json(ListResponse, 'The list'),
      ...errors,
      409: json(ListErrorResponse, 'Too many lists'),
    },
  }),
  one: createRoute({
    method: 'get',
    path: `${base}/{listId}`,
    tags,
    summary: "A list with its lines at today's prices and stock for the shopper",
    request: { params: ListParams, query: SiteQuery },
    responses: { 200: json(ListResponse, 'The list'), ...errors },
  }),
  update: createRoute({
    method: 'patch',
    path: `${base}/{listId}`,
    tags,
    summary: 'Rename a list, or change its note or budget',
    request: { params: ListParams, query: SiteQuery, ...body(ListUpdateBody) },
    responses: { 200: json(ListResponse, 'The list'), ...errors },
  }),
  remove: createRoute({
    method: 'delete',
    path: `${base}/{listId}`,
    tags,
    summary: 'Delete a list and its lines',
    request: { params: ListParams, query: SiteQuery },
    responses: { 204: { description: 'Deleted' }, ...errors },
  }),
  addLine: createRoute({
    method: 'post',
    path: `${base}/{listId}/lines`,
    tags,
    summary: 'Add a SKU (an existing line grows); at most 200 lines, 1..9999 each',
    request: { params: ListParams, query: SiteQuery, ...body(ListLineBody) },
    responses: {
      200: json(ListResponse, 'The list'),
      ...errors,
      409: json(ListErrorResponse, 'The list is full'),
    },
  }),
  setLine: createRoute({
    method: 'patch',
    path: `${base}/{listId}/lines/{skuId}`,
    tags,
    summary: "A line's quantity",
    request: { params: LineParams, query: SiteQuery, ...body(ListLineUpdateBody) },
    responses: { 200: json(ListResponse, 'The list'), ...errors },
  }),
  removeLine: createRoute({
    method: 'delete',
    path: `${base}/{listId}/lines/{skuId}`,
    tags,
    summary: 'Remove a line',
    request: { params: LineParams, query: SiteQuery },
    responses: { 200: json(ListResponse, 'The list'), ...errors },
  }),
  toCart: createRoute({
    method: 'post',
    path: `${base}/{listId}/to-cart`,
    tags,
    summary:
      "One line (skuId) or all lines moved to the shopper's cart of the list's site at today's prices",
    request: { params: ListParams, query: SiteQuery, ...body(ListToCartBody) },
    responses: {
      200: json(ListToCartResponse, 'The cart, the lines moved and those refused'),
      ...errors,
      409: json(ListErrorResponse, 'The list is empty'),
    },
  }),
  share: createRoute({
    method: 'post',
    path: `${base}/{listId}/share`,
    tags,
    summary: "The list's read-only share token (made once, kept until revoked)",
    request: { params: ListParams, query: SiteQuery },
    responses: { 200: json(ListShareResponse, 'The token'), ...errors },
  }),
  unshare: createRoute({
    method: 'delete',
    path: `${base}/{listId}/share`,
    tags,
    summary: 'Revoke the share link',
    request: { params: ListParams, query: SiteQuery },
    responses: { 204: { description: 'Revoked' }, ...errors },
  }),
  shared: createRoute({
    method: 'get',
    path: '/account/v1/shared-lists/{token}',
    tags,
    summary: 'A shared list, read-only, priced as for a guest, on its own site only',
    request: { params: TokenParams, query: SiteQuery },
    responses: {
      200: json(SharedListResponse, 'The list'),
      400: errors[400],
      404: json(
        ListErrorResponse,
        "No list shared by that token on this site: unknown, revoked and another site's answer alike",
      ),
    },
  }),
};

export interface ListRouteDeps {
  db: Db;
  cart: Omit<CartDeps, 'now'>;
  identity: IdentityStore;
  clock: () => Date;
  allowedOrigins: readonly string[];
}

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerListRoutes = (app: OpenAPIHono<any>, deps: ListRouteDeps) => {
  const csrf = csrfGuard(deps.allowedOrigins);
  app.use(base, csrf);
  app.use(`${base}/*`, csrf);
  const db = deps.db;
  const ctx = () => ({ db, cart: { ...deps.cart, now: deps.clock() } });
  const askerOf = (c: Context) =>
    sessionAsker(deps.identity, c, deps.clock(), c.req.query('consumer') === 'b2b');
  /**
   * A list error in the asked site's language (never the list's: that would tell another site's
   * list from none); anything else is thrown on.
   */
  const guard = async <T>(c: Context, siteId: string, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ListError)) throw error;
      return c.json(error.body(getTenantBySiteId(siteId) ?? null), error.status) as never;
    }
  };
  const personal = (c: Context) => c.header('Cache-Control', 'private, no-store');

  app.openapi(routes.all, async (c) => {
    const { siteId } = c.req.valid('query');
    personal(c);
    return guard(c, siteId, async () =>
      c.json({ lists: await listLists(ctx(), await askerOf(c), siteId) }, 200),
    );
  });
  app.openapi(routes.create, async (c) => {
    const input = c.req.valid('json');
    return guard(c, input.siteId, async () =>
      c.json(await createList(ctx(), await askerOf(c), input), 201),
    );
  });
  app.openapi(routes.one, async (c) => {
    const { listId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    personal(c);
    return guard(c, siteId, async () =>
      c.json(await readList(ctx(), await askerOf(c), siteId, listId), 200),
    );
  });
  app.openapi(routes.update, async (c) => {
    const { listId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    const patch = c.req.valid('json');
    return guard(c, siteId, async () =>
      c.json(await updateList(ctx(), await askerOf(c), siteId, listId, patch), 200),
    );
  });
  app.openapi(routes.remove, async (c) => {
    const { listId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    return guard(c, siteId, async () => {
      await deleteList(ctx(), await askerOf(c), siteId, listId);
      return c.body(null, 204);
    });
  });
  app.openapi(routes.addLine, async (c) => {
    const { listId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    const input = c.req.valid('json');
    return guard(c, siteId, async () =>
      c.json(await addListLine(ctx(), await askerOf(c), siteId, listId, input), 200),
    );
  });
  app.openapi(routes.setLine, async (c) => {
    const { listId, skuId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    const { quantity } = c.req.valid('json');
    return guard(c, siteId, async () =>
      c.json(await setListLine(ctx(), await askerOf(c), siteId, listId, skuId, quantity), 200),
    );
  });
  app.openapi(routes.removeLine, async (c) => {
    const { listId, skuId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    return guard(c, siteId, async () =>
      c.json(await removeListLine(ctx(), await askerOf(c), siteId, listId, skuId), 200),
    );
  });
  app.openapi(routes.toCart, async (c) => {
    const { listId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    const { skuId } = c.req.valid('json');
    return guard(c, siteId, async () =>
      c.json(await listToCart(ctx(), await askerOf(c), siteId, listId, skuId), 200),
    );
  });
  app.openapi(routes.share, async (c) => {
    const { listId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    return guard(c, siteId, async () =>
      c.json(await shareList(ctx(), await askerOf(c), siteId, listId), 200),
    );
  });
  app.openapi(routes.unshare, async (c) => {
    const { listId } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    return guard(c, siteId, async () => {
      await unshareList(ctx(), await askerOf(c), siteId, listId);
      return c.body(null, 204);
    });
  });
  app.openapi(routes.shared, async (c) => {
    const { token } = c.req.valid('param');
    const { siteId } = c.req.valid('query');
    // Public and read-only, but never cached: a revoked link must stop answering at once.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return guard(c, siteId, async () =>
      c.json(await sharedList(ctx(), GUEST_ASKER, siteId, token), 200),
    );
  });
};
