import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  inPortuguese,
  issueMessage,
  langOf,
  NOT_A_JSON_OBJECT,
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
    ['quantity: al menos 1', 'quantity: pelo menos 1'],
    ['term: al menos 2 caracteres', 'term: pelo menos 2 caracteres'],
    ['depth: como máximo 4', 'depth: no máximo 4'],
    ['quantity debe ser un entero', 'quantity deve ser um inteiro'],
    ['quantity: un número entero', 'quantity: um número inteiro'],
    ['Debe ser mayor que 0', 'Deve ser maior que 0'],
    [
      'siteId debe tener entre 2 y 12 letras minúsculas',
      'siteId deve ter entre 2 e 12 letras minúsculas',
    ],
    ['zipCode: solo dígitos y guiones', 'zipCode: só dígitos e hífens'],
    ['consumer: solo b2b', 'consumer: só b2b'],
    ['Cantidad entre 1 y 9999', 'Quantidade entre 1 e 9999'],
    ['Escribe un nombre', 'Escreva um nome'],
    ['Nada que cambiar', 'Nada para alterar'],
    ['Sin decimales', 'Sem casas decimais'],
    ['Proveedor desconocido', 'Provedor desconhecido'],
    ['Falta el token', 'Falta o token'],
    ['term: falta el texto', 'term: falta o texto'],
    ['Ntt: hay caracteres no válidos', 'Ntt: há caracteres inválidos'],
    ['Hay caracteres no válidos', 'Há caracteres inválidos'],
    // Words both languages share stay.
    ['storeId inválido', 'storeId inválido'],
    ['Máximo 60 caracteres', 'Máximo 60 caracteres'],
    ['priceGroup: de 1 a 6 dígitos', 'priceGroup: de 1 a 6 dígitos'],
  ])('%j on a Brazilian site: %j', (es, pt) => {
    expect(inPortuguese(es)).toBe(pt);
    const [issue] = issuesOf(
      z.string().refine(() => false, es),
      'x',
    );
    expect(issueMessage(issue!, 'pr')).toBe(pt);
    expect(issueMessage(issue!, 'es')).toBe(es);
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
