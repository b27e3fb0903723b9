import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, langOf, validationErrors } from './validation';

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

  it("keeps a schema's own message", () => {
    const [issue] = issuesOf(z.string().min(3, 'Escribe al menos 3 letras'), 'a');
    expect(issueMessage(issue!, 'pr')).toBe('Escribe al menos 3 letras');
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
});
