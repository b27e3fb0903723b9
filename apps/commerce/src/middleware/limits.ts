import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody, HttpError } from '../lib/errors';
import { numberIn, type Speaker, say, type Text } from '../lib/local-words';
import { siteOfRequest } from '../lib/validation';

/** A request body larger than this answers 413 (issue 20: a 30 MB JSON body was read whole). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A request whose handler has not answered by then answers 503. The storefront gives up on a call
 * after 3,800 ms (spec §9); this bounds the work a stranger can hold open, for the callers that
 * wait longer (the importer, scripts), and the first renders of large images on a busy machine.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

export interface RequestLimits {
  bodyBytes?: number;
  timeoutMs?: number;
}

const sizeText = (bytes: number, site: Speaker) =>
  bytes >= 1024 * 1024
    ? `${numberIn(Math.round((bytes / 1024 / 1024) * 10) / 10, site)} MB`
    : `${numberIn(Math.round(bytes / 1024), site)} KB`;

/**
 * Said in the language of the site the request names (its `siteId`, its `tenant-b2b` header, as
 * the storefront sends on every call): a cart action can show a time-out to a Brazilian shopper.
 */
const TIMEOUT: Text = ['Sin respuesta en {seconds} s', 'Sem resposta em {seconds} s'];
const TOO_LARGE: Text = [
  'El cuerpo de la solicitud supera {size}',
  'O corpo da solicitação ultrapassa {size}',
];

/**
 * The per-request bounds of the commerce API: the body size (413 with the one error shape, and
 * the connection closed so the rest of an oversized body is not read) and the handler's time
 * (503; the handler's database statements have their own time-out, packages/db `SERVING_TIMEOUTS`).
 * A streamed answer (a video file) counts only until its handler returns it.
 */
export const requestLimits = (limits: RequestLimits = {}): MiddlewareHandler[] => {
  const maxSize = limits.bodyBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const timeoutMs = limits.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  return [
    async (c, next) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const message = say(TIMEOUT, siteOfRequest(c), { seconds: timeoutMs / 1000 });
          reject(new HttpError(503, [{ code: 'TIMEOUT', message }]));
        }, timeoutMs);
      });
      try {
        await Promise.race([next(), expired]);
      } finally {
        clearTimeout(timer);
      }
    },
    bodyLimit({
      maxSize,
      onError: (c) => {
        c.header('connection', 'close');
        const site = siteOfRequest(c);
        const message = say(TOO_LARGE, site, { size: sizeText(maxSize, site) });
        return c.json(errorBody([{ code: 'PAYLOAD_TOO_LARGE', message }]), 413);
      },
    }),
  ];
};
