import type { Tenant } from '@fierro/tenants';

/**
 * Identity documents per country (issue 8): the person's document and the company's tax
 * document, with their check digits. Pure rules: no I/O, no clock.
 */
export const DOCUMENT_KINDS = [
  'CL_RUT',
  'PE_DNI',
  'PE_RUC',
  'CO_CC',
  'CO_NIT',
  'AR_DNI',
  'AR_CUIT',
  'UY_CI',
  'UY_RUT',
  'BR_CPF',
  'BR_CNPJ',
  'MX_CURP',
  'MX_RFC',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Person and company document of each country (a country fact, read through the tenant). */
const KINDS_BY_COUNTRY: Record<Tenant['country'], { person: DocumentKind; company: DocumentKind }> =
  {
    CL: { person: 'CL_RUT', company: 'CL_RUT' },
    PE: { person: 'PE_DNI', company: 'PE_RUC' },
    CO: { person: 'CO_CC', company: 'CO_NIT' },
    AR: { person: 'AR_DNI', company: 'AR_CUIT' },
    UY: { person: 'UY_CI', company: 'UY_RUT' },
    BR: { person: 'BR_CPF', company: 'BR_CNPJ' },
    MX: { person: 'MX_CURP', company: 'MX_RFC' },
  };

export function personDocumentKind(tenant: Pick<Tenant, 'country'>): DocumentKind {
  return KINDS_BY_COUNTRY[tenant.country].person;
}

export function companyDocumentKind(tenant: Pick<Tenant, 'country'>): DocumentKind {
  return KINDS_BY_COUNTRY[tenant.country].company;
}

/** Short label shown beside the field (same in Spanish and Portuguese). */
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  CL_RUT: 'RUT',
  PE_DNI: 'DNI',
  PE_RUC: 'RUC',
  CO_CC: 'Cédula de ciudadanía',
  CO_NIT: 'NIT',
  AR_DNI: 'DNI',
  AR_CUIT: 'CUIT',
  UY_CI: 'Cédula de identidad',
  UY_RUT: 'RUT',
  BR_CPF: 'CPF',
  BR_CNPJ: 'CNPJ',
  MX_CURP: 'CURP',
  MX_RFC: 'RFC',
};

/** Documents named by a feminine noun in Spanish (la cédula, la CURP). */
const FEMININE_ES: ReadonlySet<DocumentKind> = new Set(['CO_CC', 'UY_CI', 'MX_CURP']);

/** A document's name inside a sentence: "cédula de identidad"; acronyms as they are. */
export const documentNameInText = (kind: DocumentKind): string => {
  const label = DOCUMENT_LABELS[kind];
  return /^[A-ZÁÉÍÓÚ][a-záéíóú]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
};

/**
 * The message for a number that is not a valid document of these kinds, with the article the
 * noun takes: "El RUT no es válido", "La cédula de identidad no es válida", "O CPF não é válido";
 * for a choice, "Ingresa un RUT o una cédula de identidad válida".
 */
export function invalidDocumentMessage(
  kinds: readonly DocumentKind[],
  lang: Tenant['lang'],
): string {
  const feminine = (k: DocumentKind) => lang !== 'pr' && FEMININE_ES.has(k);
  if (kinds.length === 0) {
    return lang === 'pr' ? 'Informe um documento válido' : 'Ingresa un documento válido';
  }
  if (kinds.length === 1) {
    const kind = kinds[0]!;
    const name = documentNameInText(kind);
    if (lang === 'pr') return `O ${name} não é válido`;
    return feminine(kind) ? `La ${name} no es válida` : `El ${name} no es válido`;
  }
  const last = kinds[kinds.length - 1]!;
  if (lang === 'pr') {
    return `Informe um ${kinds.map(documentNameInText).join(' ou um ')} válido`;
  }
  const named = kinds.map((k) => `${feminine(k) ? 'una' : 'un'} ${documentNameInText(k)}`);
  return `Ingresa ${named.join(' o ')} ${feminine(last) ? 'válida' : 'válido'}`;
}

/** The message for a document left empty: "Ingresa el CUIT", "Ingresa la cédula de identidad". */
export function missingDocumentMessage(
  kinds: readonly DocumentKind[],
  lang: Tenant['lang'],
): string {
  if (kinds.length !== 1) return lang === 'pr' ? 'Informe o documento' : 'Ingresa el documento';
  const kind = kinds[0]!;
  const name = documentNameInText(kind);
  if (lang === 'pr') return `Informe o ${name}`;
  return FEMININE_ES.has(kind) ? `Ingresa la ${name}` : `Ingresa el ${name}`;
}

const digitsOf = (s: string): number[] => [...s].map(Number);

/** Sum of digits times weights (weights aligned left to right). */
const weighted = (digits: number[], weights: number[]): number =>
  digits.reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0);

/** Chile RUT check digit: mod 11 with cyclic weights 2..7 from the right; 10 is K, 11 is 0. */
export function chileRutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const r = 11 - (sum % 11);
  return r === 11 ? '0' : r === 10 ? 'K' : String(r);
}

function validChileRut(v: string): boolean {
  const m = /^(\d{1,2}(?:\.?\d{3}){2})-?([\dkK])$/.exec(v);
  if (!m) return false;
  const body = (m[1] as string).replaceAll('.', '');
  if (Number(body) === 0) return false;
  return chileRutCheckDigit(body) === (m[2] as string).toUpperCase();
}

/** Peru RUC: 11 digits, known prefix, weights 5432765432, 11 - mod 11 (10 -> 0, 11 -> 1). */
function validPeruRuc(v: string): boolean {
  if (!/^(10|15|16|17|20)\d{9}$/.test(v)) return false;
  const d = digitsOf(v);
  const r = 11 - (weighted(d.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return (r === 10 ? 0 : r === 11 ? 1 : r) === d[10];
}

/** Colombia NIT: up to 15 digits plus a check digit (DIAN prime weights from the right). */
export function colombiaNitCheckDigit(body: string): number {
  const primes = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const rev = digitsOf(body).reverse();
  const r = weighted(rev, primes) % 11;
  return r > 1 ? 11 - r : r;
}

function validColombiaNit(v: string): boolean {
  const m = /^(\d{6,15})-?(\d)$/.exec(v.replaceAll('.', ''));
  if (!m) return false;
  return colombiaNitCheckDigit(m[1] as string) === Number(m[2]);
}

/** Argentina CUIT/CUIL: 11 digits, known prefix, weights 5432765432, 11 - mod 11 (11 -> 0). */
function validArgentinaCuit(v: string): boolean {
  const s = v.replaceAll('-', '');
  if (!/^(20|23|24|27|30|33|34)\d{9}$/.test(s)) return false;
  const d = digitsOf(s);
  const r = 11 - (weighted(d.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  if (r === 10) return false;
  return (r === 11 ? 0 : r) === d[10];
}

/** Uruguay CI: 6 or 7 digits plus a check digit, weights 2987634, (10 - mod 10) mod 10. */
export function uruguayCiCheckDigit(body: string): number {
  const d = digitsOf(body.padStart(7, '0'));
  return (10 - (weighted(d, [2, 9, 8, 7, 6, 3, 4]) % 10)) % 10;
}

function validUruguayCi(v: string): boolean {
  const m = /^(\d{1}\.?\d{3}\.?\d{3}|\d{3}\.?\d{3})-?(\d)$/.exec(v);
  if (!m) return false;
  const body = (m[1] as string).replaceAll('.', '');
  if (Number(body) === 0) return false;
  return uruguayCiCheckDigit(body) === Number(m[2]);
}

/** Uruguay RUT (DGI): 12 digits: 01-22, 6 digits not all 0, "001", check digit (-sum mod 11). */
function validUruguayRut(v: string): boolean {
  const s = v.replace(/[.\s-]/g, '');
  if (!/^(0[1-9]|1\d|2[0-2])(?!000000)\d{6}001\d$/.test(s)) return false;
  const d = digitsOf(s);
  const r = (11 - (weighted(d.slice(0, 11), [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return r === d[11];
}

/** Brazil CPF: 11 digits, two check digits, all-equal numbers refused. */
function validBrazilCpf(v: string): boolean {
  const s = v.replace(/[.-]/g, '');
  if (!/^\d{11}$/.test(s) || /^(\d)\1{10}$/.test(s)) return false;
  const d = digitsOf(s);
  const dv = (n: number) => {
    const weights = Array.from({ length: n }, (_, i) => n + 1 - i);
    const r = (weighted(d.slice(0, n), weights) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return dv(9) === d[9] && dv(10) === d[10];
}

/**
 * Brazil CNPJ: 12 characters and two check digits (weights 5..2,9..2 and 6..2,9..2, mod 11). Since
 * July 2026 the Receita issues them with letters in the first 12 (`12.ABC.345/01DE-35`): each
 * character counts as its code less 48, so digits count as themselves and old CNPJs check alike.
 */
function validBrazilCnpj(v: string): boolean {
  const s = v.toUpperCase().replace(/[.\s/-]/g, '');
  if (!/^[\dA-Z]{12}\d{2}$/.test(s) || /^(\d)\1{13}$/.test(s)) return false;
  const d = [...s].map((c) => c.charCodeAt(0) - 48);
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const dv = (weights: number[]) => {
    const r = weighted(d.slice(0, weights.length), weights) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(w1) === d[12] && dv([6, ...w1]) === d[13];
}

const MX_STATES =
  'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
const CURP_RE = new RegExp(
  `^[A-Z][AEIOUX][A-Z]{2}\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])[HMX](${MX_STATES})[B-DF-HJ-NP-TV-Z]{3}[A-Z\\d]\\d$`,
);
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Mexico CURP check digit (position 18) from the first 17 characters. */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(first17[i] as string) * (18 - i);
  return (10 - (sum % 10)) % 10;
}

function validMexicoCurp(v: string): boolean {
  const s = v.toUpperCase();
  if (!CURP_RE.test(s)) return false;
  return curpCheckDigit(s.slice(0, 17)) === Number(s[17]);
}

/** Mexico RFC: 3 letters (company) or 4 (person), a valid yymmdd date, 3-character homoclave. */
/** The SAT's generic RFCs (the general public, foreigners): valid, whatever their last digit. */
const GENERIC_RFC = new Set(['XAXX010101000', 'XEXX010101000']);
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * Mexico's RFC: 3 letters (a company) or 4 (a person), the date, a 2-character homoclave and the
 * SAT's check digit: the first 12 characters (a company's padded with a leading space) weighted
 * 13 down to 2, mod 11; 11 is `0` and 10 is `A`.
 */
function validMexicoRfc(v: string): boolean {
  const rfc = v.toUpperCase();
  if (GENERIC_RFC.has(rfc)) return true;
  const m = /^[A-ZÑ&]{3,4}(\d{2})(\d{2})(\d{2})[A-Z\d]{2}[\dA]$/.exec(rfc);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  const yy = Number(m[1]);
  const daysInMonth = new Date(Date.UTC(2000 + yy, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return false;
  const padded = rfc.length === 12 ? ` ${rfc}` : rfc;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_ALPHABET.indexOf(padded[i]!) * (13 - i);
  const digit = 11 - (sum % 11);
  return padded[12] === (digit === 11 ? '0' : digit === 10 ? 'A' : String(digit));
}

const VALIDATORS: Record<DocumentKind, (v: string) => boolean> = {
  CL_RUT: validChileRut,
  PE_DNI: (v) => /^\d{8}$/.test(v),
  PE_RUC: validPeruRuc,
  CO_CC: (v) => /^[1-9]\d{5,9}$/.test(v.replaceAll('.', '')),
  CO_NIT: validColombiaNit,
  AR_DNI: (v) => /^[1-9]\d{6,7}$/.test(v.replaceAll('.', '')),
  AR_CUIT: validArgentinaCuit,
  UY_CI: validUruguayCi,
  UY_RUT: validUruguayRut,
  BR_CPF: validBrazilCpf,
  BR_CNPJ: validBrazilCnpj,
  MX_CURP: validMexicoCurp,
  MX_RFC: validMexicoRfc,
};

/** True when `value` (trimmed; usual dots and hyphens allowed) is a valid document of `kind`. */
export function isValidDocument(kind: DocumentKind, value: string): boolean {
  return VALIDATORS[kind](value.trim());
}

/** Canonical stored form: upper case, no dots, spaces or slashes; Chile keeps `body-DV`. */
export function normalizeDocument(kind: DocumentKind, value: string): string {
  const s = value
    .trim()
    .toUpperCase()
    .replace(/[.\s/-]/g, '');
  if (kind === 'CL_RUT' || kind === 'CO_NIT' || kind === 'UY_CI') {
    return `${s.slice(0, -1)}-${s.slice(-1)}`;
  }
  return s;
}

/** Digits in groups of three with dots, as Spanish writes a number: `30.123.456`. */
const dotted = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * How each kind is written (normalizeDocument keeps digits only, a check digit after a hyphen):
 * a stored value matching `stored` (dots and spaces aside) is shown by `shown`.
 */
const DISPLAY: Partial<
  Record<DocumentKind, { stored: RegExp; shown: (m: RegExpExecArray) => string }>
> = {
  BR_CPF: {
    stored: /^(\d{3})(\d{3})(\d{3})-?(\d{2})$/,
    shown: (m) => `${m[1]}.${m[2]}.${m[3]}-${m[4]}`,
  },
  // Since July 2026 a CNPJ may carry letters in its first 12 characters.
  BR_CNPJ: {
    stored: /^([\dA-Z]{2})([\dA-Z]{3})([\dA-Z]{3})\/?([\dA-Z]{4})-?(\d{2})$/,
    shown: (m) => `${m[1]}.${m[2]}.${m[3]}/${m[4]}-${m[5]}`,
  },
  CL_RUT: { stored: /^(\d{7,8})-?([\dK])$/, shown: (m) => `${dotted(m[1]!)}-${m[2]}` },
  // Argentina's CUIT: type, number, check digit.
  AR_CUIT: { stored: /^(\d{2})-?(\d{8})-?(\d)$/, shown: (m) => `${m[1]}-${m[2]}-${m[3]}` },
  AR_DNI: { stored: /^(\d{7,8})$/, shown: (m) => dotted(m[1]!) },
  // Uruguay's RUT as the DGI prints it: type, number, the 001 and its check digit.
  UY_RUT: {
    stored: /^(\d{2})-?(\d{6})-?(\d{3})-?(\d)$/,
    shown: (m) => `${m[1]} ${m[2]} ${m[3]}${m[4]}`,
  },
  UY_CI: { stored: /^(\d{6,7})-?(\d)$/, shown: (m) => `${dotted(m[1]!)}-${m[2]}` },
  CO_CC: { stored: /^(\d{6,10})$/, shown: (m) => dotted(m[1]!) },
  CO_NIT: { stored: /^(\d{6,15})-(\d)$/, shown: (m) => `${dotted(m[1]!)}-${m[2]}` },
};

/**
 * A stored document as people write it: Brazil's CPF `529.982.247-25` and CNPJ
 * `11.222.333/0001-81`, Chile's RUT `12.345.678-5`, Argentina's DNI `30.123.456` and CUIT
 * `30-71234567-1`, Uruguay's cédula `1.234.567-2` and RUT `21 123456 0019`, Colombia's cédula
 * `1.020.304.050` and NIT `900.123.456-7`; Peru's DNI and RUC and Mexico's CURP and RFC are
 * written as stored. A value not of its kind's form is shown as it is. Display only: what is
 * stored or sent stays normalizeDocument's.
 */
export function displayDocument(kind: string, stored: string): string {
  const form = DISPLAY[kind as DocumentKind];
  const m = form?.stored.exec(stored.toUpperCase().replace(/[.\s]/g, ''));
  return form && m ? form.shown(m) : stored;
}

/** A fiscal document's tax id as people write it, its kind told by the country and length. */
export function displayTaxId(country: Tenant['country'], stored: string): string {
  if (country === 'BR') {
    const characters = stored.replace(/[^\dA-Za-z]/g, '');
    return displayDocument(characters.length > 11 ? 'BR_CNPJ' : 'BR_CPF', stored);
  }
  if (country === 'CL') return displayDocument('CL_RUT', stored);
  // A company's number or a person's, told by its length (a NIT by its check digit).
  const digits = stored.replace(/\D/g, '');
  if (country === 'AR') return displayDocument(digits.length === 11 ? 'AR_CUIT' : 'AR_DNI', stored);
  if (country === 'UY') return displayDocument(digits.length === 12 ? 'UY_RUT' : 'UY_CI', stored);
  if (country === 'CO') return displayDocument(stored.includes('-') ? 'CO_NIT' : 'CO_CC', stored);
  return stored;
}
