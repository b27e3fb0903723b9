import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  inPortuguese,
  issueMessage,
  langOf,
  NOT_A_JSON_OBJECT,
  siteOfRequest,
  validationErrors,
} from './validation';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues;
};

describe('validation messages', () => {
  it.each([
    ['a pattern', z.string().regex(/^[a-z]+$/), '1', /^Cadena inválida/, /^Texto inválido/],
    ['an option', z.enum(['header', 'content']), 'x', /^Opción inválida/, /^Opção inválida/],
    ['a UUID', z.string().uuid(), 'no', /UUID/, /UUID/],
    ['a bound', z.number().max(3), 9, /^Demasiado grande/, /^Demasiado grande/],
    ['a missing value', z.string(), undefined, /^Falta este dato$/, /^Falta este dado$/],
  ])(
    "zod's default for %s in Spanish and Portuguese, never English",
    (_n, schema, input, es, pt) => {
      const [issue] = issuesOf(schema, input);
      expect(issueMessage(issue!, 'es')).toMatch(es);
      expect(issueMessage(issue!, 'pr')).toMatch(pt);
      expect(issueMessage(issue!, 'es')).not.toMatch(/Invalid|Too big|expected/);
    },
  );

  it("keeps a schema's own message, said in Portuguese on a Brazilian site", () => {
    const [issue] = issuesOf(z.string().min(3, 'Escribe al menos 3 letras'), 'a');
    expect(issueMessage(issue!, 'es')).toBe('Escribe al menos 3 letras');
    expect(issueMessage(issue!, 'pr')).toBe('Escreva pelo menos 3 letras');
  });

  // Every Spanish message of the commerce contract's own schemas, as a Brazilian site reads it.
  it.each([
    ['Debe ser mayor que 0', 'Deve ser maior que 0'],
    ['Cantidad entre 1 y 9999', 'Quantidade entre 1 e 9999'],
    ['Escribe un nombre', 'Escreva um nome'],
    ['Nada que cambiar', 'Nada para alterar'],
    ['Sin decimales', 'Sem casas decimais'],
    ['Proveedor desconocido', 'Provedor desconhecido'],
    ['Falta el token', 'Falta o token'],
    ['Hay caracteres no válidos', 'Há caracteres inválidos'],
    // Words both languages share stay.
    ['Máximo 60 caracteres', 'Máximo 60 caracteres'],
  ])('%j on a Brazilian site: %j', (es, pt) => {
    expect(inPortuguese(es)).toBe(pt);
    const [issue] = issuesOf(
      z.string().refine(() => false, es),
      'x',
    );
    expect(issueMessage(issue!, 'pr')).toBe(pt);
    expect(issueMessage(issue!, 'es')).toBe(es);
  });

  // The contract's schemas start a message with the field's raw name; a person reads its name
  // (Brazil's CEP), the raw path staying in the error's `field`.
  it.each([
    ['quantity: al menos 1', 'Cantidad: al menos 1', 'Quantidade: pelo menos 1'],
    [
      'term: al menos 2 caracteres',
      'Búsqueda: al menos 2 caracteres',
      'Busca: pelo menos 2 caracteres',
    ],
    ['depth: como máximo 4', 'Profundidad: como máximo 4', 'Profundidade: no máximo 4'],
    [
      'quantity debe ser un entero',
      'Cantidad: debe ser un entero',
      'Quantidade: deve ser um inteiro',
    ],
    ['quantity: un número entero', 'Cantidad: un número entero', 'Quantidade: um número inteiro'],
    [
      'siteId debe tener entre 2 y 12 letras minúsculas',
      'Sitio: debe tener entre 2 y 12 letras minúsculas',
      'Site: deve ter entre 2 e 12 letras minúsculas',
    ],
    [
      'zipCode: solo dígitos y guiones',
      'Código postal: solo dígitos y guiones',
      'CEP: só dígitos e hífens',
    ],
    ['consumer: solo b2b', 'Tipo de cliente: solo b2b', 'Tipo de cliente: só b2b'],
    ['term: falta el texto', 'Búsqueda: falta el texto', 'Busca: falta o texto'],
    [
      'Ntt: hay caracteres no válidos',
      'Búsqueda: hay caracteres no válidos',
      'Busca: há caracteres inválidos',
    ],
    ['storeId inválido', 'Tienda inválida', 'Loja inválida'],
    ['zoneId inválido', 'Zona inválida', 'Zona inválida'],
    ['primary_color_group inválido', 'Color inválido', 'Cor inválida'],
    [
      'priceGroup: de 1 a 6 dígitos',
      'Grupo de precios: de 1 a 6 dígitos',
      'Grupo de preços: de 1 a 6 dígitos',
    ],
    [
      'skuId: de 4 a 7 dígitos (formato SKU)',
      'Producto: de 4 a 7 dígitos (formato SKU)',
      'Produto: de 4 a 7 dígitos (formato SKU)',
    ],
  ])('%j names its field for people: %j, %j', (written, es, pt) => {
    const [issue] = issuesOf(
      z.string().refine(() => false, written),
      'x',
    );
    expect(issueMessage(issue!, 'es')).toBe(es);
    expect(issueMessage(issue!, 'pr')).toBe(pt);
  });

  it.each([
    [
      'a field of no known name, by its path',
      ['widgetKind'],
      'widgetKind: solo letras',
      'Solo letras',
      'Só letras',
    ],
    [
      'a field of no known name, invalid',
      ['widgetKind'],
      'widgetKind inválido',
      'Dato inválido',
      'Dado inválido',
    ],
    [
      "a first word that is no field's",
      ['email'],
      'Horario: de 9 a 18',
      'Horario: de 9 a 18',
      'Horario: de 9 a 18',
    ],
    [
      'a word of the prototype',
      ['x'],
      'constructor: nada',
      'constructor: nada',
      'constructor: nada',
    ],
  ])('%s: never a raw path in the message', (_n, path, written, es, pt) => {
    const [issue] = issuesOf(z.object({ [path[0]!]: z.string().refine(() => false, written) }), {
      [path[0]!]: 'x',
    });
    expect(issueMessage(issue!, 'es')).toBe(es);
    expect(issueMessage(issue!, 'pr')).toBe(pt);
  });

  it.each([
    ['a number', z.string(), 5, 'Entrada inválida: se esperaba texto, recibido número', /número/],
    ['a list', z.number(), [1], /se esperaba número, recibido arreglo/, /recebeu/],
    ['null', z.string(), null, /recibido nulo/, /recebeu/],
  ])(
    'a wrong type says what it got (%s), not "recibido indefinido"',
    (_n, schema, input, es, pt) => {
      const [issue] = issuesOf(schema, input);
      expect(issueMessage(issue!, 'es')).toMatch(es);
      expect(issueMessage(issue!, 'pr')).toMatch(pt);
      expect(issueMessage(issue!, 'es')).not.toMatch(/indefinido/);
      expect(issueMessage(issue!, 'pr')).not.toMatch(/indefinido/);
    },
  );

  it.each([
    ['a list', [{ siteId: 'socl' }]],
    ['a string', 'hola'],
    ['a number', 42],
  ])('a body that is %s where an object is expected asks for an object', (_n, body) => {
    const [issue] = issuesOf(z.object({ siteId: z.string() }), body);
    expect(validationErrors([issue!], 'es', 'json')).toEqual([
      { code: 'INVALID_PARAMETER', message: NOT_A_JSON_OBJECT[0], field: 'json' },
    ]);
    expect(issueMessage(issue!, 'pr')).toBe(NOT_A_JSON_OBJECT[1]);
  });

  it('names each field by its path, the target when the whole body is wrong', () => {
    const schema = z.object({ contact: z.object({ email: z.string() }) });
    expect(validationErrors(issuesOf(schema, { contact: {} }), 'es')).toEqual([
      { code: 'INVALID_PARAMETER', message: 'Falta este dato', field: 'contact.email' },
    ]);
    expect(validationErrors(issuesOf(schema, []), 'es', 'json')[0]!.field).toBe('json');
  });

  it('answers in the language of the site a request names, Spanish else', async () => {
    const app = new Hono();
    app.get('/p/:siteId', (c) => c.text(langOf(c)));
    app.get('/q', (c) => c.text(langOf(c)));
    const lang = async (url: string) => (await app.request(url)).text();
    expect(await lang('/p/sobr')).toBe('pr');
    expect(await lang('/p/dicico')).toBe('pr');
    expect(await lang('/p/socl')).toBe('es');
    expect(await lang('/q?siteId=sobr')).toBe('pr');
    expect(await lang('/q?siteId=nowhere')).toBe('es');
    expect(await lang('/q')).toBe('es');
  });

  it.each([
    ["the body's siteId", { body: { siteId: 'sobr' } }, 'pr'],
    ["the body's siteId (Chile)", { body: { siteId: 'socl' } }, 'es'],
    ['the tenant-b2b header (a tenant code)', { header: 'br' }, 'pr'],
    ['the tenant-b2b header (dicico)', { header: 'dicico' }, 'pr'],
    ['the tenant-b2b header (a site id)', { header: 'sobr' }, 'pr'],
    ['the tenant-b2b header (Chile)', { header: 'cl' }, 'es'],
    ["the query's siteId before the header", { header: 'br', query: 'socl' }, 'es'],
    ['a body that is a list', { body: [{ siteId: 'sobr' }] }, 'es'],
    ['an unknown header', { header: 'xx' }, 'es'],
  ] as const)('answers in the language of %s', async (_n, given, expected) => {
    const app = new Hono();
    const body = 'body' in given ? given.body : undefined;
    app.get('/q', (c) => c.text(langOf(c, body)));
    const url = 'query' in given ? `/q?siteId=${given.query}` : '/q';
    const headers: Record<string, string> = 'header' in given ? { 'tenant-b2b': given.header } : {};
    expect(await (await app.request(url, { headers })).text()).toBe(expected);
  });
});

describe('the site a request is about', () => {
  it.each([
    ['the path', '/p/sobr', {}, 'sobr'],
    ["the query's siteId", '/q?siteId=somx', {}, 'somx'],
    ["the query's siteId before the header", '/q?siteId=socl', { 'tenant-b2b': 'sobr' }, 'socl'],
    ['the tenant-b2b header (a site id)', '/q', { 'tenant-b2b': 'sobr' }, 'sobr'],
    ['the tenant-b2b header (a tenant code)', '/q', { 'tenant-b2b': 'mx' }, 'somx'],
    ['an unknown siteId, then the header', '/q?siteId=nowhere', { 'tenant-b2b': 'sobr' }, 'sobr'],
    ['nothing', '/q', {}, undefined],
  ])('is named by %s', async (_n, url, headers, siteId) => {
    const app = new Hono();
    app.get('/p/:siteId', (c) => c.text(siteOfRequest(c)?.siteId ?? '-'));
    app.get('/q', (c) => c.text(siteOfRequest(c)?.siteId ?? '-'));
    expect(await (await app.request(url, { headers })).text()).toBe(siteId ?? '-');
  });
});
