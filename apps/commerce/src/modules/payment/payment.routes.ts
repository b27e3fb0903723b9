import { cardSchema } from '@fierro/domain';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ErrorResponse, TokenizeBody, TokenResponse } from '../../contract';
import type { TestGateway } from './test-gateway';

/**
 * The test gateway's tokenisation (issue 22): stands in for a real gateway's script in the
 * browser, so card numbers reach only the gateway, never an order, our tables or our logs.
 */
const tokenRoute = createRoute({
  method: 'post',
  path: '/payments/v1/test-gateway/tokens',
  tags: ['payments'],
  summary: 'TEST gateway: a card in, a token out (the number is not kept)',
  request: {
    body: { content: { 'application/json': { schema: TokenizeBody } }, required: true },
    // The shopper's language for the messages (es by default).
    query: z.object({ lang: z.enum(['es', 'pr']).optional() }),
  },
  responses: {
    201: { description: 'The token', content: { 'application/json': { schema: TokenResponse } } },
    400: {
      description: 'A bad card field',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export const registerTestGatewayRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: { gateway: TestGateway; clock: () => Date },
): void => {
  app.openapi(tokenRoute, async (c) => {
    const raw = c.req.valid('json');
    const lang = c.req.valid('query').lang ?? 'es';
    const card = cardSchema(lang, deps.clock()).safeParse(raw);
    if (!card.success) {
      return c.json(
        {
          errors: card.error.issues.map((i) => ({
            code: 'INVALID_PARAMETER',
            message: i.message,
            field: i.path.map(String).join('.'),
          })),
        },
        400,
      );
    }
    return c.json(await deps.gateway.tokenize(card.data), 201);
  });
};
