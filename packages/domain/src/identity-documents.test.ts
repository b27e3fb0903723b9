import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  companyDocumentKind,
  type DocumentKind,
  displayDocument,
  displayTaxId,
  documentNameInText,
  invalidDocumentMessage,
  isValidDocument,
  missingDocumentMessage,
  normalizeDocument,
  personDocumentKind,
} from './identity-documents';

// Real, publicly documented numbers (companies' tax ids, reference examples) and near misses.
const CASES: [DocumentKind, string, boolean][] = [
  ['CL_RUT', '12.345.678-5', true],
  ['CL_RUT', '12345678-5', true],
  ['CL_RUT', '76.086.428-5', true],
  ['CL_RUT', '7.654.321-6', true],
  ['CL_RUT', '11111111-1', true],
  ['CL_RUT', '12.345.678-K', false],
  ['CL_RUT', '12.345.678-4', false],
  ['CL_RUT', '0-0', false],
  ['CL_RUT', 'abc', false],
  ['PE_DNI', '45678912', true],
  ['PE_DNI', '4567891', false],
  ['PE_DNI', '4567891A', false],
  ['PE_RUC', '20100047218', true],
  ['PE_RUC', '20131312955', true],
  ['PE_RUC', '20100047217', false],
  ['PE_RUC', '30100047218', false],
  ['CO_CC', '1020304050', true],
  ['CO_CC', '79.123.456', true],
  ['CO_CC', '12345', false],
  ['CO_CC', '0123456789', false],
  ['CO_NIT', '860034313-7', true],
  ['CO_NIT', '890.903.938-8', true],
  ['CO_NIT', '8909039388', true],
  ['CO_NIT', '890903938-7', false],
  ['AR_DNI', '30.123.456', true],
  ['AR_DNI', '1234567', true],
  ['AR_DNI', '123456', false],
  ['AR_CUIT', '20-12345678-6', true],
  ['AR_CUIT', '30-50001091-2', true],
  ['AR_CUIT', '20-12345678-5', false],
  ['AR_CUIT', '99-12345678-6', false],
  ['UY_CI', '1.234.567-2', true],
  ['UY_CI', '4.567.890-5', true],
  ['UY_CI', '12345672', true],
  ['UY_CI', '1.234.567-3', false],
  ['UY_CI', '0.000.000-0', false],
  ['UY_RUT', '211003420017', true],
  ['UY_RUT', '21-100342-001-7', true],
  ['UY_RUT', '211003420018', false],
  ['UY_RUT', '230000010017', false],
  ['BR_CPF', '529.982.247-25', true],
  ['BR_CPF', '52998224725', true],
  ['BR_CPF', '529.982.247-24', false],
  ['BR_CPF', '111.111.111-11', false],
  ['BR_CNPJ', '11.222.333/0001-81', true],
  ['BR_CNPJ', '33.000.167/0001-01', true],
  ['BR_CNPJ', '11.222.333/0001-82', false],
  ['BR_CNPJ', '00.000.000/0000-00', false],
  // Alphanumeric, issued since July 2026 (the Receita's own example), as typed or spaced.
  ['BR_CNPJ', '12.ABC.345/01DE-35', true],
  ['BR_CNPJ', '12abc34501de35', true],
  ['BR_CNPJ', '12 ABC 345 01DE 35', true],
  ['BR_CNPJ', '11 222 333 0001 81', true],
  ['BR_CNPJ', '12.ABC.345/01DE-36', false],
  ['BR_CNPJ', '12.ABC.345/01DE-3X', false],
  ['MX_CURP', 'BOXW310820HNERXN09', true],
  ['MX_CURP', 'boxw310820hnerxn09', true],
  ['MX_CURP', 'BOXW310820HNERXN08', false],
  ['MX_CURP', 'BOXW311320HNERXN09', false],
  ['MX_CURP', 'BOXW310820HZZRXN09', false],
  ['MX_RFC', 'GODE561231GR8', true],
  ['MX_RFC', 'ABC680524P73', true],
  // The SAT's own, the IMSS's, the SAT's test companies; the generic RFCs.
  ['MX_RFC', 'SAT970701NN3', true],
  ['MX_RFC', 'IMS421231I45', true],
  ['MX_RFC', 'EKU9003173C9', true],
  ['MX_RFC', 'XAXX010101000', true],
  ['MX_RFC', 'XEXX010101000', true],
  // A wrong check digit (the right ones: GR8, P73).
  ['MX_RFC', 'GODE561231GR9', false],
  ['MX_RFC', 'ABC680524P76', false],
  ['MX_RFC', 'ABC680524P77', false],
  ['MX_RFC', 'ABC680230P76', false],
  ['MX_RFC', 'ABC681324P76', false],
  ['MX_RFC', 'AB680524P76', false],
];

describe('isValidDocument', () => {
  it.each(CASES)('%s %s -> %s', (kind, value, valid) => {
    expect(isValidDocument(kind, value)).toBe(valid);
  });
});

describe('normalizeDocument', () => {
  it.each([
    ['CL_RUT', '12.345.678-k', '12345678-K'],
    ['CO_NIT', '860.034.313-7', '860034313-7'],
    ['UY_CI', '1.234.567-2', '1234567-2'],
    ['BR_CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['BR_CNPJ', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['MX_CURP', 'boxw310820hnerxn09', 'BOXW310820HNERXN09'],
  ] as [DocumentKind, string, string][])('%s %s -> %s', (kind, value, out) => {
    expect(normalizeDocument(kind, value)).toBe(out);
  });
});

describe('document kinds per tenant', () => {
  it('every tenant has a person and a company document', () => {
    for (const t of TENANTS) {
      expect(personDocumentKind(t)).toMatch(new RegExp(`^${t.country}_`));
      expect(companyDocumentKind(t)).toMatch(new RegExp(`^${t.country}_`));
    }
  });
  it('Peru asks DNI of people and RUC of companies', () => {
    expect(personDocumentKind({ country: 'PE' })).toBe('PE_DNI');
    expect(companyDocumentKind({ country: 'PE' })).toBe('PE_RUC');
  });
});

describe('invalidDocumentMessage: the article and agreement of each document', () => {
  it.each([
    [['CL_RUT'], 'es', 'El RUT no es válido'],
    [['UY_CI'], 'es', 'La cédula de identidad no es válida'],
    [['CO_CC'], 'es', 'La cédula de ciudadanía no es válida'],
    [['MX_CURP'], 'es', 'La CURP no es válida'],
    [['MX_RFC'], 'es', 'El RFC no es válido'],
    [['BR_CPF'], 'pr', 'O CPF não é válido'],
    [['UY_RUT', 'UY_CI'], 'es', 'Ingresa un RUT o una cédula de identidad válida'],
    [['CO_CC', 'CO_NIT'], 'es', 'Ingresa una cédula de ciudadanía o un NIT válido'],
    [['BR_CPF', 'BR_CNPJ'], 'pr', 'Informe um CPF ou um CNPJ válido'],
  ] as const)('%j in %s: %s', (kinds, lang, message) => {
    expect(invalidDocumentMessage(kinds, lang)).toBe(message);
  });

  it.each([
    [['AR_CUIT'], 'es', 'Ingresa el CUIT'],
    [['UY_CI'], 'es', 'Ingresa la cédula de identidad'],
    [['BR_CNPJ'], 'pr', 'Informe o CNPJ'],
    [['UY_RUT', 'UY_CI'], 'es', 'Ingresa el documento'],
  ] as const)('missing %j in %s: %s', (kinds, lang, message) => {
    expect(missingDocumentMessage(kinds, lang)).toBe(message);
  });

  it('names a document in lower case inside a sentence, acronyms as they are', () => {
    expect(documentNameInText('UY_CI')).toBe('cédula de identidad');
    expect(documentNameInText('CL_RUT')).toBe('RUT');
    expect(documentNameInText('MX_CURP')).toBe('CURP');
  });
});

describe('displayDocument: a stored document as people write it', () => {
  it.each([
    ['BR_CPF', '52998224725', '529.982.247-25'],
    ['BR_CPF', '529.982.247-25', '529.982.247-25'],
    ['BR_CNPJ', '11222333000181', '11.222.333/0001-81'],
    ['BR_CNPJ', '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['CL_RUT', '12345678-5', '12.345.678-5'],
    ['CL_RUT', '7654321-K', '7.654.321-K'],
    ['PE_DNI', '45678912', '45678912'],
    ['BR_CPF', '123', '123'],
    // Argentina's CUIT: type, number, check digit; Uruguay's RUT as the DGI prints it.
    ['AR_CUIT', '30712345671', '30-71234567-1'],
    ['AR_CUIT', '20-12345678-6', '20-12345678-6'],
    ['AR_CUIT', '3071234567', '3071234567'],
    ['UY_RUT', '211234560019', '21 123456 0019'],
    ['UY_RUT', '21-100342-001-7', '21 100342 0017'],
    ['UY_RUT', '21123456001', '21123456001'],
    // Spanish writes a person's number in groups of three with dots, its check digit after a hyphen.
    ['AR_DNI', '30123456', '30.123.456'],
    ['AR_DNI', '7654321', '7.654.321'],
    ['AR_DNI', '30.123.456', '30.123.456'],
    ['AR_DNI', '123', '123'],
    ['UY_CI', '1234567-2', '1.234.567-2'],
    ['UY_CI', '123456-7', '123.456-7'],
    ['UY_CI', '1.234.567-2', '1.234.567-2'],
    ['CO_CC', '1020304050', '1.020.304.050'],
    ['CO_CC', '52123456', '52.123.456'],
    ['CO_CC', '12345', '12345'],
    ['CO_NIT', '900123456-7', '900.123.456-7'],
    ['PE_RUC', '20100047218', '20100047218'],
    ['MX_CURP', 'GODE561231HDFRRN09', 'GODE561231HDFRRN09'],
  ])('%s %s -> %s', (kind, stored, shown) => {
    expect(displayDocument(kind, stored)).toBe(shown);
  });
});

describe('displayTaxId: a fiscal tax id by its country', () => {
  it.each([
    ['BR', '11222333000181', '11.222.333/0001-81'],
    ['BR', '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['BR', '52998224725', '529.982.247-25'],
    ['CL', '76086428-5', '76.086.428-5'],
    ['PE', '20100047218', '20100047218'],
    ['AR', '30712345671', '30-71234567-1'],
    ['AR', '30123456', '30.123.456'],
    ['UY', '211234560019', '21 123456 0019'],
    ['UY', '1234567-2', '1.234.567-2'],
    ['CO', '900123456-7', '900.123.456-7'],
    ['CO', '1020304050', '1.020.304.050'],
    ['MX', 'XAXX010101000', 'XAXX010101000'],
  ] as const)('%s %s -> %s', (country, stored, shown) => {
    expect(displayTaxId(country, stored)).toBe(shown);
  });
});
