import { getTenant, getTenantBySiteId, type Tenant } from '@fierro/tenants';
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

const siteIdIn = (body: unknown): string | undefined => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const siteId = (body as { siteId?: unknown }).siteId;
  return typeof siteId === 'string' ? siteId : undefined;
};

/**
 * The site a request names, for the language and words of its messages: its path or query
 * `siteId`, the body's `siteId` (`body`: the JSON a validator read), else the `tenant-b2b`
 * header (a tenant code or a site id, as the identity routes read it). A route about a cart or
 * an order asks its row first and this after (an unknown id names no site).
 */
export const siteOfRequest = (c: Context, body?: unknown): Tenant | undefined => {
  const siteId = c.req.param('siteId') ?? c.req.query('siteId') ?? siteIdIn(body);
  const header = c.req.header('tenant-b2b')?.trim();
  return (
    (siteId ? getTenantBySiteId(siteId) : undefined) ??
    (header ? (getTenant(header) ?? getTenantBySiteId(header)) : undefined)
  );
};

/**
 * The language of a request's messages: its site's (`siteOfRequest`), else the client's
 * `Accept-Language` (a body that is not JSON names no site); Spanish else.
 */
export const langOf = (c: Context, body?: unknown): Lang => {
  const site = siteOfRequest(c, body);
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
 * The commerce contract's own messages are written once, in Spanish ("quantity: al menos 1");
 * a Brazilian site reads them in Portuguese through these phrases (the words of those messages:
 * what stays the same in both, "inválido", "máximo", "dígitos", is left as it is). The domain's
 * schemas are built per language already and hold none of these phrases.
 */
const PORTUGUESE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bal menos\b/g, 'pelo menos'],
  [/\bcomo máximo\b/g, 'no máximo'],
  [/\bdebe ser un entero\b/g, 'deve ser um inteiro'],
  [/\bDebe ser mayor que\b/g, 'Deve ser maior que'],
  [
    /\bdebe tener entre (\d+) y (\d+) letras minúsculas\b/g,
    'deve ter entre $1 e $2 letras minúsculas',
  ],
  [/\bun número entero\b/g, 'um número inteiro'],
  [/\bsolo\b/g, 'só'],
  [/\bdígitos y guiones\b/g, 'dígitos e hífens'],
  [/\bCantidad entre (\d+) y (\d+)/g, 'Quantidade entre $1 e $2'],
  [/\bEscribe\b/g, 'Escreva'],
  [/\bun nombre\b/g, 'um nome'],
  [/\bNada que cambiar\b/g, 'Nada para alterar'],
  [/\bSin decimales\b/g, 'Sem casas decimais'],
  [/\bProveedor desconocido\b/g, 'Provedor desconhecido'],
  [/\b([Ff])alta el (texto|token)\b/g, '$1alta o $2'],
  [/\b([Hh])ay caracteres no válidos\b/g, '$1á caracteres inválidos'],
];

/** One of our Spanish messages in Portuguese (see PORTUGUESE). */
export const inPortuguese = (message: string): string =>
  PORTUGUESE.reduce((text, [phrase, pt]) => text.replace(phrase, pt), message);

type Gender = 'm' | 'f';
/** A field as a person reads its name, in each language with the gender its "inválido" takes. */
const named = (es: string, esGender: Gender, pt: string, ptGender: Gender) => ({
  name: [es, pt] as const,
  invalid: [
    `${es} inválid${esGender === 'f' ? 'a' : 'o'}`,
    `${pt} inválid${ptGender === 'f' ? 'a' : 'o'}`,
  ] as const,
});

/**
 * The request fields the contract's schemas name at the start of their messages ("zipCode: solo
 * dígitos y guiones", "zoneId inválido"), as a person calls them: the field's path stays in the
 * error's `field`, never in its message. Brazil says CEP.
 */
const FIELD_NAMES: Readonly<Record<string, ReturnType<typeof named>>> = {
  quantity: named('Cantidad', 'f', 'Quantidade', 'f'),
  term: named('Búsqueda', 'f', 'Busca', 'f'),
  Ntt: named('Búsqueda', 'f', 'Busca', 'f'),
  depth: named('Profundidad', 'f', 'Profundidade', 'f'),
  zipCode: named('Código postal', 'm', 'CEP', 'm'),
  consumer: named('Tipo de cliente', 'm', 'Tipo de cliente', 'm'),
  priceGroup: named('Grupo de precios', 'm', 'Grupo de preços', 'm'),
  skuId: named('Producto', 'm', 'Produto', 'm'),
  productId: named('Producto', 'm', 'Produto', 'm'),
  variantId: named('Variante', 'f', 'Variante', 'f'),
  zoneId: named('Zona', 'f', 'Zona', 'f'),
  storeId: named('Tienda', 'f', 'Loja', 'f'),
  channel: named('Canal', 'm', 'Canal', 'm'),
  locationId: named('Ubicación', 'f', 'Localização', 'f'),
  parentId: named('Ubicación', 'f', 'Localização', 'f'),
  siteId: named('Sitio', 'm', 'Site', 'm'),
  categoryId: named('Categoría', 'f', 'Categoria', 'f'),
  collectionId: named('Colección', 'f', 'Coleção', 'f'),
  currentPage: named('Página', 'f', 'Página', 'f'),
  facetLimit: named('Cantidad de filtros', 'f', 'Quantidade de filtros', 'f'),
  brand: named('Marca', 'f', 'Marca', 'f'),
  primary_color_group: named('Color', 'm', 'Cor', 'f'),
  deliveryMethod: named('Forma de entrega', 'f', 'Forma de entrega', 'f'),
  slug: named('Dirección de la página', 'f', 'Endereço da página', 'm'),
  imagePath: named('Ruta de la imagen', 'f', 'Caminho da imagem', 'm'),
  name: named('Nombre del archivo', 'm', 'Nome do arquivo', 'm'),
};

/** A message that starts with a field's raw name: "zipCode: …", "zoneId inválido", "quantity debe …". */
const RAW_FIELD = /^([A-Za-z_][\w.]*)(?:: ?| (inválid[oa])\b| (?=debe\b))/;

/**
 * A schema's message said with its field's name for people ("Código postal: solo dígitos y
 * guiones", "CEP: só dígitos e hífens", "Zona inválida"), in the request's language. The raw name
 * is one the issue's path holds or a known field; any other first word is the message's own.
 */
const withFieldName = (message: string, path: readonly PropertyKey[], lang: Lang): string => {
  const [written, raw, invalid] = RAW_FIELD.exec(message) ?? [];
  const said = (text: string) => (lang === 'pr' ? inPortuguese(text) : text);
  if (!written || !raw || (!Object.hasOwn(FIELD_NAMES, raw) && !path.includes(raw))) {
    return said(message);
  }
  const field = Object.hasOwn(FIELD_NAMES, raw) ? FIELD_NAMES[raw] : undefined;
  const i = lang === 'pr' ? 1 : 0;
  const rest = message.slice(written.length);
  if (invalid)
    return `${field?.invalid[i] ?? (lang === 'pr' ? 'Dado inválido' : 'Dato inválido')}${said(rest)}`;
  const text = said(rest.trimStart());
  if (field) return `${field.name[i]}: ${text}`;
  // A field of no known name: its rule alone (the error's `field` names it).
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : said(message);
};

/** A value of the type zod's English message says it received (zod's locales need one). */
const SAMPLE_OF: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  bigint: 0n,
  array: [],
  object: {},
  null: null,
  nan: Number.NaN,
  date: new Date(0),
};

/**
 * A schema's own message when it has one (ours are written for people, in Spanish, and said in
 * Portuguese on a Brazilian site, the field it starts with by its name for people), else zod's message in the shopper's language: zod's defaults
 * are English ("Too big: expected string...") and a bad field must never answer in English.
 */
export const issueMessage = (issue: core.$ZodIssue, lang: Lang): string => {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) {
    return lang === 'pr' ? 'Falta este dado' : 'Falta este dato';
  }
  // A body that is a list, a string or a number where an object was expected.
  if (issue.code === 'invalid_type' && issue.path.length === 0 && issue.expected === 'object') {
    return NOT_A_JSON_OBJECT[lang === 'pr' ? 1 : 0];
  }
  if (!isZodDefault(issue)) return withFieldName(issue.message, issue.path, lang);
  if (issue.code === 'invalid_type') {
    // A finished issue keeps no input, so zod's locales would say "received undefined" of
    // anything: the type its English message named is given back to them.
    const received = /received (\w+)$/.exec(issue.message)?.[1];
    if (received && received in SAMPLE_OF) {
      return LOCALES[lang].localeError({ ...issue, input: SAMPLE_OF[received] } as never) as string;
    }
  }
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
