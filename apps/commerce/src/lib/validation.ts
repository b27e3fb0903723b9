import { getTenantBySiteId } from '@fierro/tenants';
import type { Context } from 'hono';
import { type core, z } from 'zod';
import type { ApiError } from '../contract';

type Lang = 'es' | 'pr';

/** A body that is not a JSON object at all (a list, `null`, a number), in es and pt. */
export const NOT_A_JSON_OBJECT: [es: string, pt: string] = [
  'La solicitud no trae datos válidos: envía un objeto JSON',
  'A solicitação não traz dados válidos: envie um objeto JSON',
];

const LOCALES = { es: z.locales.es(), pr: z.locales.pt() } as const;

/**
 * The site a request names (path, query), for the language of its messages; else the client's
 * `Accept-Language` (a body that is not JSON names no site); Spanish else.
 */
export const langOf = (c: Context): Lang => {
  const siteId = c.req.param('siteId') ?? c.req.query('siteId');
  const site = siteId ? getTenantBySiteId(siteId) : undefined;
  if (site) return site.lang === 'pr' ? 'pr' : 'es';
  if (c.req.query('lang') === 'pr') return 'pr';
  return /^\s*pt\b/i.test(c.req.header('accept-language') ?? '') ? 'pr' : 'es';
};

/** What a request refused before its fields were read says (Hono's English stays out). */
export const unreadableRequest = (lang: Lang, malformedJson: boolean): string =>
  malformedJson
    ? lang === 'pr'
      ? 'O corpo da solicitação não é um JSON válido'
      : 'El cuerpo de la solicitud no es un JSON válido'
    : lang === 'pr'
      ? 'Solicitação inválida'
      : 'Solicitud inválida';

/** Hono's answer to a body it could not parse as JSON. */
export const isMalformedJson = (error: Error): boolean => /malformed json/i.test(error.message);

/**
 * A schema's own message when it has one (ours are written for people, in Spanish), else zod's
 * message in the shopper's language: zod's defaults are English ("Too big: expected string...")
 * and a bad field must never answer in English.
 */
export const issueMessage = (issue: core.$ZodIssue, lang: Lang): string => {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) {
    return lang === 'pr' ? 'Falta este dado' : 'Falta este dato';
  }
  if (!isZodDefault(issue)) return issue.message;
  return LOCALES[lang].localeError(issue as never) as string;
};

/** zod's English defaults all start so; a schema's own messages never do. */
const isZodDefault = (issue: core.$ZodIssue) =>
  /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/.test(issue.message);

/** The contract's errors for a failed validation: one per issue, each naming its field. */
export const validationErrors = (
  issues: readonly core.$ZodIssue[],
  lang: Lang,
  target?: string,
): ApiError[] =>
  issues.map((issue) => ({
    code: 'INVALID_PARAMETER',
    message: issueMessage(issue, lang),
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : (target ?? 'body'),
  }));
