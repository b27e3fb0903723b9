import { cardSchema } from '@fierro/domain';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ErrorResponse,
  TestChallengeAnswer,
  TestChallengeResult,
  TokenizeBody,
  TokenResponse,
} from '../../contract';
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

const challengeRoute = createRoute({
  method: 'post',
  path: '/payments/v1/test-gateway/challenges/{challengeId}',
  tags: ['payments'],
  summary:
    "TEST gateway: the cardholder's answer to a 3-D Secure challenge (a real issuer's page stands here)",
  description:
    'An order answered PAYMENT_PENDING with a `challengeId` waits on this answer; then `POST /checkout/v1/orders/{orderId}/challenge` asks the gateway how it ended and settles the order.',
  request: {
    params: z.object({ challengeId: z.string().regex(/^ch_[0-9a-f-]{36}$/i) }),
    query: z.object({ lang: z.enum(['es', 'pr']).optional() }),
    body: { content: { 'application/json': { schema: TestChallengeAnswer } }, required: true },
  },
  responses: {
    200: {
      description: 'The challenge answered',
      content: { 'application/json': { schema: TestChallengeResult } },
    },
    400: {
      description: 'A bad answer',
      content: { 'application/json': { schema: ErrorResponse } },
    },
    404: {
      description: 'No payment waits on that challenge (unknown, or answered already)',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export const registerTestGatewayRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: { gateway: TestGateway; clock: () => Date },
): void => {
  /**
   * A field of the wrong shape (a number, a 5-digit code, no body at all) answers the card form's
   * own message for that field, never zod's English.
   */
  const hook = async (
    result: { success: boolean; error?: z.ZodError; target?: string },
    // biome-ignore lint/suspicious/noExplicitAny: the hook runs for this route alone
    c: any,
  ) => {
    if (result.success) return;
    const lang = c.req.query('lang') === 'pr' ? 'pr' : 'es';
    const body: unknown = await c.req.json().catch(() => null);
    const card = cardSchema(lang, deps.clock()).safeParse(body);
    const byField = new Map(
      (card.error?.issues ?? []).map((i) => [String(i.path[0] ?? ''), i.message] as const),
    );
    const fallback =
      lang === 'pr'
        ? 'Envie os dados do cartão: number, expiry, cvv e holder'
        : 'Envía los datos de la tarjeta: number, expiry, cvv y holder';
    const errors = (result.error?.issues ?? []).map((i) => {
      const field = i.path.length > 0 ? i.path.map(String).join('.') : (result.target ?? 'body');
      const message =
        byField.get(field) ??
        (i.path.length === 0
          ? fallback
          : lang === 'pr'
            ? 'Dado do cartão inválido'
            : 'Dato de la tarjeta inválido');
      return { code: 'INVALID_PARAMETER', message, field };
    });
    return c.json({ errors }, 400);
  };

  app.openapi(
    tokenRoute,
    async (c) => {
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
    },
    hook,
  );

  app.openapi(
    challengeRoute,
    async (c) => {
      const { challengeId } = c.req.valid('param');
      const result = await deps.gateway.answerChallenge(challengeId, c.req.valid('json').passed);
      if (result?.status !== 'authorized' && result?.status !== 'declined') {
        const pr = c.req.valid('query').lang === 'pr';
        return c.json(
          {
            errors: [
              {
                code: 'NO_CHALLENGE',
                message: pr
                  ? 'Nenhum pagamento espera essa verificação'
                  : 'Ningún pago espera esa verificación',
              },
            ],
          },
          404,
        );
      }
      return c.json({ challengeId, status: result.status }, 200);
    },
    (result, c) => {
      if (result.success) return;
      const pr = c.req.query('lang') === 'pr';
      return c.json(
        {
          errors: [
            {
              code: 'INVALID_PARAMETER',
              message: pr
                ? 'Envie a resposta: { "passed": true | false }'
                : 'Envía la respuesta: { "passed": true | false }',
              field: result.target === 'param' ? 'challengeId' : 'passed',
            },
          ],
        },
        400,
      );
    },
  );
};
