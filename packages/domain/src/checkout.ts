import type { Tenant } from '@fierro/tenants';
import { z } from 'zod';
import { perTenant } from './built-once';
import {
  type DocumentKind,
  invalidDocumentMessage,
  isValidDocument,
  missingDocumentMessage,
  normalizeDocument,
  personDocumentKind,
} from './identity-documents';
import { emailSchema, phoneSchema } from './identity-schemas';
import { controlCharactersMessage, isPlainText } from './text';

/**
 * Checkout rules shared by the commerce API and the storefront's forms (issue 22): fiscal
 * documents per country, the contact, the delivery address and the card fields, with messages in
 * the shopper's language. Pure: no I/O; the clock is an argument.
 */

type Lang = Tenant['lang'];
const msg = (lang: Lang, es: string, pt: string) => (lang === 'pr' ? pt : es);

/** A fiscal document a shopper may ask for, and what it needs. */
export interface FiscalDocumentRule {
  kind: string;
  /** Tax ids it accepts (check digits validated); empty: none asked. */
  taxIds: readonly DocumentKind[];
  taxIdRequired: boolean;
  /** Business name (razón social / razão social). */
  businessName: boolean;
  /** Line of business (Chile's giro). */
  businessActivity: boolean;
  /** Only for companies (a business-only site offers only these). */
  company: boolean;
}

const doc = (
  kind: string,
  taxIds: DocumentKind[],
  opts: Partial<Omit<FiscalDocumentRule, 'kind' | 'taxIds'>> = {},
): FiscalDocumentRule => ({
  kind,
  taxIds,
  taxIdRequired: taxIds.length > 0,
  businessName: false,
  businessActivity: false,
  company: false,
  ...opts,
});

/**
 * Each country's fiscal documents (a country fact, read through the tenant like its identity
 * documents): Chile boleta or factura with RUT, business name and line of business; Peru boleta
 * with DNI or factura with RUC; Colombia with CC or NIT; Argentina with DNI or CUIT; Uruguay
 * e-ticket or e-factura with CI or RUT; Brazil nota fiscal with CPF or CNPJ; Mexico CFDI with RFC.
 */
const BY_COUNTRY: Record<Tenant['country'], FiscalDocumentRule[]> = {
  CL: [
    doc('boleta', ['CL_RUT'], { taxIdRequired: false }),
    doc('factura', ['CL_RUT'], { businessName: true, businessActivity: true, company: true }),
  ],
  PE: [
    doc('boleta', ['PE_DNI']),
    doc('factura', ['PE_RUC'], { businessName: true, company: true }),
  ],
  CO: [
    doc('facturaPersona', ['CO_CC']),
    doc('facturaEmpresa', ['CO_NIT'], { businessName: true, company: true }),
  ],
  AR: [
    doc('consumidorFinal', ['AR_DNI']),
    doc('facturaA', ['AR_CUIT'], { businessName: true, company: true }),
  ],
  UY: [
    doc('eTicket', ['UY_CI']),
    doc('eFactura', ['UY_RUT'], { businessName: true, company: true }),
  ],
  BR: [
    doc('notaFiscal', ['BR_CPF']),
    doc('notaFiscalEmpresa', ['BR_CNPJ'], { businessName: true, company: true }),
  ],
  MX: [
    doc('ticket', [], { taxIdRequired: false }),
    doc('cfdi', ['MX_RFC'], { businessName: true, company: true }),
  ],
};

/** The fiscal documents of a site (a business-only site: the company ones). */
export function fiscalDocumentsOf(
  tenant: Pick<Tenant, 'country' | 'businessOnly'>,
): FiscalDocumentRule[] {
  const all = BY_COUNTRY[tenant.country];
  return tenant.businessOnly ? all.filter((d) => d.company) : all;
}

/**
 * The documents a shopper may identify with at checkout: the country's person document (Mexico's
 * CURP, which no fiscal document asks), then those the fiscal documents ask; a business-only site
 * asks its company's alone.
 */
export function contactDocumentKinds(
  tenant: Pick<Tenant, 'country' | 'businessOnly'>,
): DocumentKind[] {
  const fiscal = fiscalDocumentsOf(tenant).flatMap((d) => d.taxIds);
  return [...new Set(tenant.businessOnly ? fiscal : [personDocumentKind(tenant), ...fiscal])];
}

const text = (lang: Lang, max: number) =>
  z
    .string(msg(lang, 'Ingresa este dato', 'Informe este dado'))
    .trim()
    .min(1, msg(lang, 'Ingresa este dato', 'Informe este dado'))
    .max(max, msg(lang, `Máximo ${max} caracteres`, `Máximo ${max} caracteres`))
    .refine(isPlainText, { message: controlCharactersMessage(lang) });

/** The document a shopper identifies with: one of the country's kinds, check digits valid. */
export const identityDocumentSchema = perTenant(
  ['country', 'lang'],
  (tenant: Pick<Tenant, 'country' | 'lang'>) => {
    const kinds = contactDocumentKinds({ country: tenant.country, businessOnly: false });
    return z
      .object({
        type: z.enum(kinds as [DocumentKind, ...DocumentKind[]], {
          error: msg(tenant.lang, 'Elige el tipo de documento', 'Escolha o tipo de documento'),
        }),
        number: z.string().trim().max(30),
      })
      .superRefine((d, ctx) => {
        if (!isValidDocument(d.type, d.number)) {
          ctx.addIssue({
            code: 'custom',
            path: ['number'],
            message:
              d.number === ''
                ? missingDocumentMessage([d.type], tenant.lang)
                : invalidDocumentMessage([d.type], tenant.lang),
          });
        }
      })
      .transform((d) => ({ type: d.type, number: normalizeDocument(d.type, d.number) }));
  },
);

export const contactSchema = perTenant(
  ['country', 'lang'],
  (tenant: Pick<Tenant, 'country' | 'lang'>) => {
    const { lang } = tenant;
    return z.object({
      email: emailSchema(lang),
      firstName: text(lang, 80),
      lastName: text(lang, 80),
      phone: phoneSchema(lang),
      document: identityDocumentSchema(tenant),
    });
  },
);

/**
 * A delivery address: the place picked through the site's geography levels (a location id) or
 * its zip code (zip-code sites), then street and number.
 */
export const addressSchema = perTenant(
  ['lang', 'isZipCodeCountry'],
  (tenant: Pick<Tenant, 'lang' | 'isZipCodeCountry'>) => {
    const { lang } = tenant;
    const place = tenant.isZipCodeCountry
      ? {
          zipCode: z
            .string(msg(lang, 'Ingresa tu código postal', 'Informe seu CEP'))
            .trim()
            .regex(/^[\d-]{4,10}$/, msg(lang, 'Código postal inválido', 'CEP inválido')),
          locationId: z
            .string()
            .regex(/^[\w-]{1,40}$/)
            .optional(),
        }
      : {
          locationId: z
            .string(msg(lang, 'Elige tu comuna o ciudad', 'Escolha sua cidade'))
            .regex(/^[\w-]{1,40}$/, msg(lang, 'Ubicación inválida', 'Localização inválida')),
          zipCode: z
            .string()
            .regex(/^[\d-]{4,10}$/)
            .optional(),
        };
    return z.object({
      ...place,
      street: text(lang, 120),
      number: text(lang, 20),
      apartment: text(lang, 40).optional().nullable(),
    });
  },
);

/** Blank, or only invisible characters (a zero-width space): no name on a tax document. */
const blankToNull = (v: unknown) =>
  typeof v === 'string' && v.replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '').trim() === ''
    ? null
    : v;

/** The fiscal document asked for, with what its kind needs. */
export const fiscalDocumentSchema = perTenant(
  ['country', 'lang', 'businessOnly'],
  (tenant: Pick<Tenant, 'country' | 'lang' | 'businessOnly'>) => {
    const { lang } = tenant;
    const rules = fiscalDocumentsOf(tenant);
    return z
      .object({
        kind: z.enum(rules.map((r) => r.kind) as [string, ...string[]], {
          error: msg(lang, 'Elige el documento tributario', 'Escolha o documento fiscal'),
        }),
        taxId: z.string().trim().max(30).optional().nullable(),
        // Blank is missing: the refinement below says which (one message, not two).
        businessName: z.preprocess(blankToNull, text(lang, 120).nullable()).optional(),
        businessActivity: z.preprocess(blankToNull, text(lang, 120).nullable()).optional(),
      })
      .superRefine((d, ctx) => {
        const rule = rules.find((r) => r.kind === d.kind)!;
        const taxId = d.taxId?.trim() ?? '';
        if (taxId === '' && rule.taxIdRequired) {
          ctx.addIssue({
            code: 'custom',
            path: ['taxId'],
            message: missingDocumentMessage(rule.taxIds, lang),
          });
        } else if (
          taxId !== '' &&
          // A document that takes no tax id (Mexico's ticket) ignores one, as its business name.
          rule.taxIds.length > 0 &&
          !rule.taxIds.some((k) => isValidDocument(k, taxId))
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['taxId'],
            message: invalidDocumentMessage(rule.taxIds, lang),
          });
        }
        if (rule.businessName && !d.businessName) {
          ctx.addIssue({
            code: 'custom',
            path: ['businessName'],
            message: msg(lang, 'Ingresa la razón social', 'Informe a razão social'),
          });
        }
        if (rule.businessActivity && !d.businessActivity) {
          ctx.addIssue({
            code: 'custom',
            path: ['businessActivity'],
            message: msg(lang, 'Ingresa el giro', 'Informe a atividade'),
          });
        }
      })
      .transform((d) => {
        const rule = rules.find((r) => r.kind === d.kind)!;
        const taxId = d.taxId?.trim() || null;
        const kind = taxId ? rule.taxIds.find((k) => isValidDocument(k, taxId)) : undefined;
        return {
          kind: d.kind,
          taxId: taxId && kind ? normalizeDocument(kind, taxId) : null,
          businessName: rule.businessName ? (d.businessName ?? null) : null,
          businessActivity: rule.businessActivity ? (d.businessActivity ?? null) : null,
        };
      });
  },
);

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand a card number's first digits name (the store card has a range of its own). */
export function cardBrand(digits: string): string {
  if (/^6048/.test(digits)) return 'CMR';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'OTHER';
}

/**
 * A card's expiry as people type it, as MM/AA: `1228`, `12-28`, `12 / 28`, `1/28` and `12/2028`
 * are all December 2028 (or January); anything else is left for the format's message.
 */
export function expiryAsTyped(typed: string): string {
  const m = typed.replace(/\s/g, '').match(/^(\d{1,2})[/.-]?(\d{2}|20\d{2})$/);
  if (!m) return typed.trim();
  return `${m[1]!.padStart(2, '0')}/${m[2]!.slice(-2)}`;
}

/** Card fields as the shopper types them (the gateway's tokenisation checks them again). */
export function cardSchema(lang: Lang, now: Date) {
  return z.object({
    number: z
      .string(msg(lang, 'Ingresa el número de la tarjeta', 'Informe o número do cartão'))
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine(luhnValid, {
        message: msg(lang, 'El número de la tarjeta no es válido', 'O número do cartão é inválido'),
      }),
    expiry: z
      .string(msg(lang, 'Ingresa el vencimiento', 'Informe a validade'))
      .transform(expiryAsTyped)
      .pipe(
        z
          .string()
          .regex(
            /^(0[1-9]|1[0-2])\/\d{2}$/,
            msg(lang, 'Usa el formato MM/AA', 'Use o formato MM/AA'),
          ),
      )
      .refine(
        (v) => {
          const [mm, yy] = v.split('/').map(Number) as [number, number];
          const end = Date.UTC(2000 + yy, mm, 1);
          return end > now.getTime();
        },
        { message: msg(lang, 'La tarjeta está vencida', 'O cartão está vencido') },
      ),
    cvv: z
      .string(msg(lang, 'Ingresa el código de seguridad', 'Informe o código de segurança'))
      .regex(
        /^\d{3,4}$/,
        msg(lang, 'El código tiene 3 o 4 dígitos', 'O código tem 3 ou 4 dígitos'),
      ),
    holder: text(lang, 80),
  });
}

export type Contact = z.infer<ReturnType<typeof contactSchema>>;
export type Address = z.infer<ReturnType<typeof addressSchema>>;
export type FiscalDocument = z.infer<ReturnType<typeof fiscalDocumentSchema>>;

/** How an order may be paid (issue 22); the company credit line is the B2B issue's. */
export type PaymentMethodKind = 'card' | 'storeCard' | 'payAtStore' | 'creditLine';

/** Pay at store: the order waits this long for its payment, then it is cancelled. */
export const PAY_AT_STORE_HOURS = 48;
/**
 * A card order whose payment is still unchecked (a 3-D Secure challenge left open) after this
 * long is cancelled, its stock released and its cart given back.
 */
export const ABANDONED_PAYMENT_MINUTES = 15;
/** Store-card installments a shopper may choose without a bank promotion. */
export const STORE_CARD_MAX_INSTALLMENTS = 36;

/**
 * The payment methods an order may use: a card always; the store card where the site has one;
 * paying at the store when every line is collected or bought at a store (nothing is shipped).
 */
export function paymentMethodsOf(
  tenant: Pick<Tenant, 'storeCard'>,
  lineMethods: readonly string[],
): PaymentMethodKind[] {
  const out: PaymentMethodKind[] = ['card'];
  if (tenant.storeCard) out.push('storeCard');
  if (lineMethods.length > 0 && lineMethods.every((m) => m !== 'homeDelivery')) {
    out.push('payAtStore');
  }
  return out;
}
