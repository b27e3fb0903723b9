import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { addressSchema, contactSchema, fiscalDocumentSchema } from './checkout';
import { emailSchema, registerPersonSchema } from './identity-schemas';

describe('schemas built once per tenant shape', () => {
  it('answers the same schema for the same fields, another for other fields', () => {
    const [cl, br] = [TENANTS.find((t) => t.code === 'cl')!, TENANTS.find((t) => t.code === 'br')!];
    expect(contactSchema(cl)).toBe(contactSchema({ country: cl.country, lang: cl.lang }));
    expect(contactSchema(cl)).not.toBe(contactSchema(br));
    expect(emailSchema('es')).toBe(emailSchema('es'));
    expect(emailSchema('es')).not.toBe(emailSchema('pr'));
    expect(registerPersonSchema(br)).toBe(registerPersonSchema(br));
  });

  it("keeps each site's own rules: dicico's fiscal documents are its own, not Brazil's", () => {
    const br = TENANTS.find((t) => t.code === 'br')!;
    const dicico = TENANTS.find((t) => t.businessOnly)!;
    expect(fiscalDocumentSchema(dicico)).not.toBe(fiscalDocumentSchema(br));
    expect(fiscalDocumentSchema(br).safeParse({ kind: 'nfe' }).success).toBe(
      fiscalDocumentSchema({ ...br }).safeParse({ kind: 'nfe' }).success,
    );
    for (const t of TENANTS) {
      const parsed = addressSchema(t).safeParse({ street: 'Av', number: '1' });
      expect(parsed.success, t.code).toBe(false);
      expect(addressSchema(t)).toBe(addressSchema({ ...t }));
    }
  });
});
