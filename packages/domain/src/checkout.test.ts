import { getTenant, TENANT_CODES, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  cardBrand,
  cardSchema,
  contactDocumentKinds,
  contactSchema,
  expiryAsTyped,
  fiscalDocumentSchema,
  fiscalDocumentsOf,
  luhnValid,
  paymentMethodsOf,
} from './checkout';

const t = (code: string) => getTenant(code) as Tenant;
const NOW = new Date('2026-11-25T12:00:00Z');

describe('fiscal documents per country', () => {
  it.each<[string, string[]]>([
    ['cl', ['boleta', 'factura']],
    ['homy', ['boleta', 'factura']],
    ['pe', ['boleta', 'factura']],
    ['co', ['facturaPersona', 'facturaEmpresa']],
    ['ar', ['consumidorFinal', 'facturaA']],
    ['uy', ['eTicket', 'eFactura']],
    ['br', ['notaFiscal', 'notaFiscalEmpresa']],
    ['mx', ['ticket', 'cfdi']],
    ['dicico', ['notaFiscalEmpresa']],
  ])('%s offers %j', (code, kinds) => {
    expect(fiscalDocumentsOf(t(code)).map((d) => d.kind)).toEqual(kinds);
  });

  // A company's buyer finds this one chosen, with the company's tax id and legal name filled in.
  it.each<[string, string]>([
    ['cl', 'factura'],
    ['pe', 'factura'],
    ['co', 'facturaEmpresa'],
    ['ar', 'facturaA'],
    ['uy', 'eFactura'],
    ['br', 'notaFiscalEmpresa'],
    ['mx', 'cfdi'],
    ['dicico', 'notaFiscalEmpresa'],
  ])("%s's company document is %s", (code, kind) => {
    expect(
      fiscalDocumentsOf(t(code))
        .filter((d) => d.company)
        .map((d) => d.kind),
    ).toEqual([kind]);
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['cl', { kind: 'boleta' }, null],
    ['cl', { kind: 'boleta', taxId: '12.345.678-5' }, null],
    ['cl', { kind: 'boleta', taxId: '12.345.678-9' }, 'taxId'],
    [
      'cl',
      { kind: 'factura', taxId: '76.086.428-5', businessName: 'Los Andes SpA' },
      'businessActivity',
    ],
    [
      'cl',
      {
        kind: 'factura',
        taxId: '76.086.428-5',
        businessName: 'Los Andes SpA',
        businessActivity: 'Construcción',
      },
      null,
    ],
    ['pe', { kind: 'boleta' }, 'taxId'],
    ['pe', { kind: 'boleta', taxId: '45678912' }, null],
    ['pe', { kind: 'factura', taxId: '20100047218', businessName: 'Ferretería Andina SAC' }, null],
    ['pe', { kind: 'factura', taxId: '20100047219', businessName: 'X' }, 'taxId'],
    [
      'co',
      { kind: 'facturaEmpresa', taxId: '860034313-7', businessName: 'Obras del Valle SAS' },
      null,
    ],
    ['ar', { kind: 'facturaA', taxId: '30-50001091-2', businessName: 'Corralón del Sur SA' }, null],
    ['uy', { kind: 'eTicket', taxId: '1.234.567-2' }, null],
    ['br', { kind: 'notaFiscal', taxId: '529.982.247-25' }, null],
    ['br', { kind: 'notaFiscal', taxId: '529.982.247-24' }, 'taxId'],
    [
      'br',
      {
        kind: 'notaFiscalEmpresa',
        taxId: '11.222.333/0001-81',
        businessName: 'Construtora Paulista',
      },
      null,
    ],
    ['mx', { kind: 'cfdi', taxId: 'ABC680524P73', businessName: 'Materiales del Bajío' }, null],
    ['mx', { kind: 'ticket' }, null],
    ['mx', { kind: 'factura' }, 'kind'],
    ['dicico', { kind: 'notaFiscal', taxId: '529.982.247-25' }, 'kind'],
  ])('%s %j: first bad field %s', (code, input, field) => {
    const r = fiscalDocumentSchema(t(code)).safeParse(input);
    expect(r.success ? null : String(r.error.issues[0]?.path[0])).toBe(field);
  });

  it.each([
    ['cl', 'Ingresa la razón social'],
    ['br', 'Informe a razão social'],
  ])('%s: a blank business name is one message, the one that names it', (code, message) => {
    const kind = code === 'cl' ? 'factura' : 'notaFiscalEmpresa';
    const taxId = code === 'cl' ? '76.086.428-5' : '11.222.333/0001-81';
    const r = fiscalDocumentSchema(t(code)).safeParse({
      kind,
      taxId,
      businessName: ' \u200b ',
      businessActivity: code === 'cl' ? 'Construcción' : null,
    });
    expect(r.success).toBe(false);
    const onName = r.error!.issues.filter((i) => i.path[0] === 'businessName');
    expect(onName.map((i) => i.message)).toEqual([message]);
  });

  it("a document that takes no tax id ignores one (Mexico's ticket), as it ignores a business name", () => {
    expect(
      fiscalDocumentSchema(t('mx')).parse({
        kind: 'ticket',
        taxId: 'GODE561231GR8',
        businessName: 'X',
      }),
    ).toEqual({ kind: 'ticket', taxId: null, businessName: null, businessActivity: null });
  });

  it('messages in Portuguese on Brazil', () => {
    const r = fiscalDocumentSchema(t('br')).safeParse({ kind: 'notaFiscal', taxId: '111' });
    expect(r.success ? '' : r.error.issues[0]?.message).toBe('O CPF não é válido');
  });
});

describe('contact and address', () => {
  const contact = {
    email: ' Ana@Fierro.CL ',
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '+56 9 1234 5678',
    document: { type: 'CL_RUT', number: '12345678-5' },
  };
  it('normalises e-mail and document', () => {
    expect(contactSchema(t('cl')).parse(contact)).toMatchObject({
      email: 'ana@fierro.cl',
      document: { type: 'CL_RUT', number: '12345678-5' },
    });
  });
  it('refuses a bad check digit, a control character, a document of another country', () => {
    const bad = (patch: Record<string, unknown>) =>
      contactSchema(t('cl')).safeParse({ ...contact, ...patch }).success;
    expect(bad({ document: { type: 'CL_RUT', number: '12345678-9' } })).toBe(false);
    expect(bad({ firstName: 'A\u0000na' })).toBe(false);
    expect(bad({ document: { type: 'BR_CPF', number: '529.982.247-25' } })).toBe(false);
  });
  it.each([
    ['cl', 'CL_RUT', '', 'Ingresa el RUT'],
    ['cl', 'CL_RUT', '12345678-9', 'El RUT no es válido'],
    ['dicico', 'BR_CNPJ', '  ', 'Informe o CNPJ'],
    ['uy', 'UY_CI', '1.234.567-3', 'La cédula de identidad no es válida'],
  ])('%s %s %j: "%s"', (code, type, number, message) => {
    const r = contactSchema(t(code)).safeParse({ ...contact, document: { type, number } });
    expect(r.success ? '' : r.error.issues.find((i) => i.path[0] === 'document')?.message).toBe(
      message,
    );
  });
  it.each([
    ['cl', ['CL_RUT']],
    ['pe', ['PE_DNI', 'PE_RUC']],
    ['br', ['BR_CPF', 'BR_CNPJ']],
    ['dicico', ['BR_CNPJ']],
    // Mexico's person document is the CURP, which no fiscal document asks.
    ['mx', ['MX_CURP', 'MX_RFC']],
  ])('%s: the contact may identify with %j', (code, kinds) => {
    expect(contactDocumentKinds(t(code))).toEqual(kinds);
  });
  it("a Mexican shopper identifies with the account's CURP", () => {
    const mexican = {
      ...contact,
      phone: '+52 55 1234 5678',
      document: { type: 'MX_CURP', number: 'BOXW310820HNERXN09' },
    };
    expect(contactSchema(t('mx')).safeParse(mexican).success).toBe(true);
  });
  it('zip-code sites ask a zip code, level sites a location', () => {
    const street = { street: 'Av. Siempre Viva', number: '742' };
    expect(addressSchema(t('br')).safeParse({ ...street, zipCode: '01310-100' }).success).toBe(
      true,
    );
    expect(addressSchema(t('br')).safeParse({ ...street, locationId: 'x' }).success).toBe(false);
    expect(addressSchema(t('cl')).safeParse({ ...street, locationId: 'cl-13101' }).success).toBe(
      true,
    );
    expect(addressSchema(t('cl')).safeParse({ ...street, zipCode: '8320000' }).success).toBe(false);
  });
});

describe('cards', () => {
  it.each([
    ['4111 1111 1111 1111', true, 'VISA'],
    ['4000 0000 0000 0002', true, 'VISA'],
    ['4000 0027 6000 3184', true, 'VISA'],
    ['6048 0000 0000 0001', true, 'CMR'],
    ['4111 1111 1111 1112', false, 'VISA'],
  ])('%s: Luhn %s, brand %s', (number, valid, brand) => {
    const digits = number.replace(/\s/g, '');
    expect(luhnValid(digits)).toBe(valid);
    expect(cardBrand(digits)).toBe(brand);
  });
  it.each([
    ['1228', '12/28'],
    ['12-28', '12/28'],
    ['12 / 28', '12/28'],
    ['1/28', '01/28'],
    ['12/2028', '12/28'],
    ['12.28', '12/28'],
    ['12/281', '12/281'],
    ['diciembre', 'diciembre'],
  ])('an expiry typed %j is read as %j', (typed, read) => {
    expect(expiryAsTyped(typed)).toBe(read);
  });

  it('a card whose expiry is typed without its slash is taken, as MM/AA', () => {
    const card = { number: '4111111111111111', cvv: '123', holder: 'Ana Pérez' };
    const parsed = cardSchema('es', NOW).safeParse({ ...card, expiry: '1228' });
    expect(parsed.success && parsed.data.expiry).toBe('12/28');
  });

  it('expiry in the future, MM/AA', () => {
    const card = { number: '4111111111111111', cvv: '123', holder: 'Ana Pérez' };
    expect(cardSchema('es', NOW).safeParse({ ...card, expiry: '12/26' }).success).toBe(true);
    expect(cardSchema('es', NOW).safeParse({ ...card, expiry: '10/26' }).success).toBe(false);
    expect(cardSchema('es', NOW).safeParse({ ...card, expiry: '13/27' }).success).toBe(false);
  });
  it('every site has a fiscal document and every tax id kind is a known document', () => {
    for (const code of TENANT_CODES) expect(fiscalDocumentsOf(t(code)).length).toBeGreaterThan(0);
  });
});

describe('paymentMethodsOf', () => {
  const withCard = { storeCard: { name: 'CMR' } } as never;
  const noCard = { storeCard: null };
  it.each([
    [withCard, ['homeDelivery'], ['card', 'storeCard']],
    [withCard, ['buyAtStore', 'pickupInStore'], ['card', 'storeCard', 'payAtStore']],
    [noCard, ['buyAtStore'], ['card', 'payAtStore']],
    [noCard, ['homeDelivery', 'buyAtStore'], ['card']],
    [noCard, [], ['card']],
  ])('%# %j', (tenant, methods, expected) => {
    expect(paymentMethodsOf(tenant, methods)).toEqual(expected);
  });
});
