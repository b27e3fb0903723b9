import { createHash, timingSafeEqual } from 'node:crypto';
import { getTenantBySiteId } from '@fierro/tenants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import {
  OrderErrorResponse,
  OrderMoveBody,
  OrderResponse,
  ReturnMoveBody,
  ReturnRequest,
} from '../../contract';
import { OrderError } from './order.errors';
import { moveOrderStatus, moveReturn, type ReturnDeps } from './order.returns';
import { readOrderView } from './order.service';

/**
 * The operator's API (issue 23): what the shop floor, the carrier and customer service record
 * about an order after it is paid (fulfilment moves, which feed the shopper's timeline) and the
 * decisions on return requests (approve, reject, refund). Mounted only when COMMERCE_OPERATOR_TOKEN
 * is set; every call carries it as `Authorization: Bearer <token>`. No shopper session reaches it.
 */
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const refused = {
  401: json(OrderErrorResponse, 'No or a wrong operator token'),
  404: json(OrderErrorResponse, 'No such order or request'),
  409: json(OrderErrorResponse, 'That move is not allowed from the current state'),
};

const routes = {
  orderStatus: createRoute({
    method: 'post',
    path: '/ops/v1/orders/{orderId}/status',
    tags: ['ops'],
    summary: 'Moves an order along its fulfilment (or records a pay-at-store payment)',
    request: {
      params: z.object({ orderId: z.string().uuid() }),
      body: { content: { 'application/json': { schema: OrderMoveBody } }, required: true },
    },
    responses: { 200: json(OrderResponse, 'The order, moved'), ...refused },
  }),
  returnState: createRoute({
    method: 'post',
    path: '/ops/v1/returns/{returnId}/state',
    tags: ['ops'],
    summary: 'Approves, rejects or refunds a return request',
    request: {
      params: z.object({ returnId: z.string().uuid() }),
      body: { content: { 'application/json': { schema: ReturnMoveBody } }, required: true },
    },
    responses: {
      200: json(ReturnRequest, 'The request, moved'),
      502: json(OrderErrorResponse, 'The gateway did not refund (nothing changed; retry)'),
      ...refused,
    },
  }),
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Bearer token check in constant time (hashes compared, so lengths never leak). */
export function operatorGuard(token: string): MiddlewareHandler {
  const kept = digest(token);
  return async (c, next) => {
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!given || !timingSafeEqual(digest(given), kept)) {
      return c.json(
        { errors: [{ code: 'UNAUTHENTICATED', message: 'Operador no autorizado' }] },
        401,
      );
    }
    return next();
  };
}

export const registerOrderOpsRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: ReturnDeps & {
    operatorToken: string;
    /** Relays the outbox soon after a move wrote a mail (else the minute's relay sends it). */
    kick?: () => void;
  },
) => {
  app.use('/ops/v1/*', operatorGuard(deps.operatorToken));
  const fail = (c: Context, error: unknown, siteId?: string) => {
    if (error instanceof OrderError) {
      return c.json(error.body(getTenantBySiteId(siteId ?? '') ?? null), error.status);
    }
    throw error;
  };

  app.openapi(routes.orderStatus, async (c) => {
    const { orderId } = c.req.valid('param');
    const { status, note } = c.req.valid('json');
    try {
      const moved = await moveOrderStatus(deps.store, orderId, status, note ?? null);
      deps.kick?.();
      return c.json(await readOrderView(deps, moved), 200);
    } catch (error) {
      return fail(c, error) as never;
    }
  });

  app.openapi(routes.returnState, async (c) => {
    const { returnId } = c.req.valid('param');
    const { state, note } = c.req.valid('json');
    try {
      const moved = await moveReturn(deps, returnId, state, note ?? null);
      deps.kick?.();
      return c.json(moved, 200);
    } catch (error) {
      return fail(c, error) as never;
    }
  });
};
