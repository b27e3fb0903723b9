import { isValidSku } from '@fierro/domain';
import { z } from 'zod';

/**
 * One row of a catalogue file: one SKU of a product, in the spec's words. Required: productId,
 * skuId, displayName, price. Everything else is optional with the defaults documented in
 * packages/db/README.md. Prices are in the currency's major unit as a shopper reads them
 * (CLP 19990, PEN 129.90) and stored in minor units.
 */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const missing = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : what;
const text = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: missing('must be text') })
      .trim()
      .max(max, `must have at most ${max} characters`),
  );
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
const amount = z.coerce
  .number({ error: missing('must be a number (dot for decimals)') })
  .positive('must be greater than 0')
  .max(1e11, 'is too large');
const date = z.coerce.date({ error: 'must be an ISO date (2026-12-31 or 2026-12-31T23:59:00Z)' });
const bool = z
  .union([
    z.boolean(),
    z.enum(['true', 'false', '1', '0', 'yes', 'no', 'si', 'sí', 'sim', 'nao', 'não']),
  ])
  .transform((v) => v === true || ['true', '1', 'yes', 'si', 'sí', 'sim'].includes(String(v)));

const eanValid = (ean: string) => {
  const digits = ean.split('').map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
};

export const ImportRow = z
  .object({
    productId: z.preprocess(
      blankToUndefined,
      z
        .string({ error: missing('must be text') })
        .trim()
        .regex(/^[\w-]{1,40}$/, 'only letters, digits, _ and - (at most 40)'),
    ),
    skuId: z
      .preprocess(blankToUndefined, z.string({ error: missing('must be text') }).trim())
      .refine(
        isValidSku,
        'must match the SKU pattern: 4-7 digits, optional letter, optional -letter',
      ),
    displayName: text(200),
    price: z.preprocess(
      blankToUndefined,
      z
        .any()
        .refine((v) => v !== undefined, { message: 'is required', abort: true })
        .pipe(amount),
    ),
    brandName: optional(text(80)),
    categoryId: optional(text(60)),
    description: optional(z.string().max(5000)),
    ean: optional(
      z
        .string()
        .regex(/^(\d{8}|\d{12,14})$/, 'must be 8, 12, 13 or 14 digits')
        .refine(eanValid, 'has a wrong check digit'),
    ),
    modelNumber: optional(text(60)),
    variantName: optional(text(200)),
    variantKind: optional(z.enum(['COLOR', 'SIZE', 'COLOR_AND_SIZE'])),
    color: optional(text(60)),
    colorGroup: optional(text(60)),
    size: optional(text(60)),
    saleUnit: optional(z.enum(['unit', 'm2', 'litre', 'metre'])),
    coveragePerBox: optional(z.coerce.number().positive()),
    litres: optional(z.coerce.number().positive()),
    currency: optional(z.string().length(3).toUpperCase()),
    priceGroup: optional(text(20)),
    internetPrice: optional(amount),
    cmrPrice: optional(amount),
    eventPrice: optional(amount),
    eventFrom: optional(date),
    eventTo: optional(date),
    proPrice: optional(amount),
    keywords: optional(z.string().max(500)),
    /** Image paths under the image service, separated by `|`. */
    images: optional(z.string().max(2000)),
    /** `name: value` pairs separated by `|` (Voltaje: 220 V|Potencia: 650 W). */
    specifications: optional(z.string().max(5000)),
    facilityId: optional(text(20)),
    stock: optional(z.coerce.number().int().min(0)),
    published: optional(bool),
  })
  .superRefine((row, ctx) => {
    if (row.saleUnit === 'm2' && row.coveragePerBox === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['coveragePerBox'],
        message: 'is required when saleUnit is m2',
      });
    }
    if (
      row.eventPrice !== undefined &&
      (row.eventFrom === undefined || row.eventTo === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [row.eventFrom ? 'eventTo' : 'eventFrom'],
        message: 'is required with eventPrice',
      });
    }
    if (row.eventFrom && row.eventTo && row.eventTo <= row.eventFrom) {
      ctx.addIssue({ code: 'custom', path: ['eventTo'], message: 'must be after eventFrom' });
    }
    if (row.stock !== undefined && row.facilityId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['facilityId'], message: 'is required with stock' });
    }
    for (const field of ['internetPrice', 'cmrPrice', 'eventPrice', 'proPrice'] as const) {
      const value = row[field];
      if (value !== undefined && value > row.price) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'must not exceed price' });
      }
    }
    if (row.specifications?.split('|').some((pair) => !/^[^:]+:.+$/.test(pair.trim()))) {
      ctx.addIssue({
        code: 'custom',
        path: ['specifications'],
        message: 'must be "name: value" pairs separated by |',
      });
    }
  });
export type ImportRow = z.infer<typeof ImportRow>;

/** Every column a file may have (unknown columns are an error, so typos do not pass silently). */
export const IMPORT_FIELDS = Object.keys(ImportRow.shape) as Array<keyof ImportRow>;
