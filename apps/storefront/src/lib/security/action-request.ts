import { isSameOriginRequest } from '../session/origin';

/**
 * Server action requests checked before Next decodes them (issue 20). Next answers a cross-origin
 * action, an empty or malformed body, a reference to a part that is not there and a body over its
 * 1 MB limit with 500 (its decoder throws); the proxy answers them with 403, 400 or 413 instead,
 * so the error log holds real faults only. Our actions take plain objects (text/plain JSON as
 * React encodes them) or form data; nothing else reaches them.
 */

/** Next's default `serverActions.bodySizeLimit`. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
/** Deeper than any argument of our actions. */
const MAX_DEPTH = 32;

/**
 * The strings React's reply encoding writes for plain values: an escaped `$`, undefined, -0,
 * NaN, infinities, dates and bigints. Any other `$` string is a reference (`$@1` a promise, `$K2`
 * form data, `$T` a temporary reference, `$h` a server reference...), which our actions never take
 * in a JSON body and whose target an attacker's body does not hold.
 */
const PLAIN_ESCAPE = /^\$(?:\$[\s\S]*|undefined|-0|NaN|Infinity|-Infinity|D[\d\-T:.Z+]+|n-?\d+)$/;

/** What is wrong with a decoded JSON argument list, or null. */
export function replyProblem(value: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH) return 'demasiado anidado';
  if (typeof value === 'string') {
    return value.startsWith('$') && !PLAIN_ESCAPE.test(value) ? 'referencia no válida' : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = replyProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const problem = replyProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** What is wrong with a text/plain action body (React's JSON reply), or null. */
export function textBodyProblem(body: string): string | null {
  if (body.length === 0) return 'cuerpo vacío';
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'JSON no válido';
  }
  if (!Array.isArray(value)) return 'se esperaba una lista de argumentos';
  return replyProblem(value);
}

/** What is wrong with a multipart action body, or null: it must parse, and its JSON parts too. */
export function formBodyProblem(form: FormData): string | null {
  for (const [key, value] of form) {
    if (typeof value !== 'string' || !/^\d+$/.test(key)) continue;
    // React writes each argument part as JSON whose `$K` references name parts of this form.
    let part: unknown;
    try {
      part = JSON.parse(value);
    } catch {
      return 'parte no válida';
    }
    const problem = replyProblemIn(part, form, 0);
    if (problem) return problem;
  }
  return null;
}

const replyProblemIn = (value: unknown, form: FormData, depth: number): string | null => {
  if (depth > MAX_DEPTH) return 'demasiado anidado';
  if (typeof value === 'string' && /^\$K[0-9a-f]+$/.test(value)) {
    // A form-data reference (its id in hex): its fields are `_${id}_${name}` (React 19.3, which
    // Next 16.4 ships; `${id}_${name}` before); none there is a broken reference.
    const id = value.slice(2);
    for (const key of form.keys()) {
      if (key.startsWith(`_${id}_`) || key.startsWith(`${id}_`)) return null;
    }
    return 'referencia no válida';
  }
  if (typeof value === 'string') return replyProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = replyProblemIn(item, form, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const problem = replyProblemIn(item, form, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
};

const refuse = (status: 400 | 403 | 411 | 413, message: string) =>
  Response.json({ error: message }, { status, headers: { 'cache-control': 'no-store' } });

const FORM_TYPE = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)/i;

/**
 * A server action request (a POST carrying `Next-Action`): from another origin 403, over the
 * size limit 413, a body Next could not decode 400; null lets it through to Next. A form posted
 * before the page's script ran carries its action in its fields (`$ACTION_ID_...`), not in a
 * header: from another origin Next refuses it by throwing (a 500), so any form post to a page
 * from another origin is refused here with the same 403.
 */
export async function checkActionRequest(request: Request): Promise<Response | null> {
  if (request.method !== 'POST') return null;
  // A browser states the length of what it posts; a chunked body that never ends was held in
  // memory until the client left (20 MB a connection with Next's 10 MB default, 2026-11-29).
  if (request.headers.has('transfer-encoding')) return refuse(411, 'falta el largo del cuerpo');
  const type = request.headers.get('content-type') ?? '';
  if (!request.headers.has('next-action')) {
    if (!FORM_TYPE.test(type)) return null;
    if (!isSameOriginRequest(request.headers)) return refuse(403, 'origen no permitido');
    // A form posted before the script ran, over the limit: Next's decoder threw (a 500).
    const stated = Number(request.headers.get('content-length') ?? '0');
    return stated > ACTION_BODY_LIMIT_BYTES ? refuse(413, 'cuerpo demasiado grande') : null;
  }
  if (!isSameOriginRequest(request.headers)) return refuse(403, 'origen no permitido');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > ACTION_BODY_LIMIT_BYTES) return refuse(413, 'cuerpo demasiado grande');
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return refuse(400, 'formulario no válido');
    }
    const problem = formBodyProblem(form);
    return problem ? refuse(400, problem) : null;
  }
  if (/^application\/x-www-form-urlencoded/i.test(type)) return null;
  const body = await request.clone().text();
  if (new TextEncoder().encode(body).length > ACTION_BODY_LIMIT_BYTES) {
    return refuse(413, 'cuerpo demasiado grande');
  }
  const problem = textBodyProblem(body);
  return problem ? refuse(400, problem) : null;
}
