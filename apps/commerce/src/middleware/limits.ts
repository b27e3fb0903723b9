import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody, HttpError } from '../lib/errors';

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

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

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
    async (_c, next) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new HttpError(503, [
                { code: 'TIMEOUT', message: `Sin respuesta en ${timeoutMs / 1000} s` },
              ]),
            ),
          timeoutMs,
        );
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
        return c.json(
          errorBody([
            {
              code: 'PAYLOAD_TOO_LARGE',
              message: `El cuerpo de la solicitud supera ${sizeText(maxSize)}`,
            },
          ]),
          413,
        );
      },
    }),
  ];
};
