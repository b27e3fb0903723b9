import { plainText } from '@fierro/domain';
import { z } from 'zod';
import { CartResponse } from './cart';

/**
 * Lists and projects (issue 23): a shopper's named lists of SKUs with a note and a budget, read
 * with today's prices and stock, moved to the cart, and shared read-only by a revocable token.
 */
export const MAX_LISTS = 50;
export const MAX_LIST_LINES = 200;
export const MAX_LIST_QUANTITY = 9999;

const SiteId = z.string().regex(/^[a-z]{2,12}$/);
// Control characters and lone surrogates refused (`plainText`), as every shopper's text.
const Name = plainText().trim().min(1, 'Escribe un nombre').max(60, 'Máximo 60 caracteres');
const Note = plainText().trim().max(500, 'Máximo 500 caracteres').nullable();
const Budget = z
  .number()
  .int('Sin decimales')
  .min(1, 'Debe ser mayor que 0')
  .max(999_999_999_999)
  .nullable();
const Quantity = z
  .number()
  .int()
  .min(1, 'Cantidad entre 1 y 9999')
  .max(MAX_LIST_QUANTITY, 'Cantidad entre 1 y 9999');
const SkuId = z.string().trim().min(1).max(64);

export const ListCreateBody = z.object({
  siteId: SiteId,
  name: Name,
  note: Note.optional(),
  budget: Budget.optional(),
});
export const ListUpdateBody = z
  .object({ name: Name.optional(), note: Note.optional(), budget: Budget.optional() })
  .refine((b) => Object.keys(b).length > 0, 'Nada que cambiar');
export const ListLineBody = z.object({ skuId: SkuId, quantity: Quantity.default(1) });
export const ListLineUpdateBody = z.object({ quantity: Quantity });

export const ListSummary = z.object({
  listId: z.string().uuid(),
  siteId: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  budget: z.number().int().nullable(),
  lineCount: z.number().int(),
  itemCount: z.number().int(),
  /** Today's total of the lines still sold with a price. */
  total: z.number().int(),
  currency: z.string(),
  shared: z.boolean(),
  updatedAt: z.string(),
});
export type ListSummary = z.infer<typeof ListSummary>;

export const ListLine = z.object({
  skuId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  sold: z.boolean(),
  unitPrice: z.number().int().nullable(),
  lineTotal: z.number().int().nullable(),
  available: z.number().int(),
  addedAt: z.string(),
});
export type ListLine = z.infer<typeof ListLine>;

export const ListResponse = ListSummary.extend({
  lines: z.array(ListLine),
  /** The share token while the list is shared (owner only; the public view omits it). */
  shareToken: z.string().nullable(),
});
export type ListResponse = z.infer<typeof ListResponse>;

export const ListsResponse = z.object({ lists: z.array(ListSummary) });
export type ListsResponse = z.infer<typeof ListsResponse>;

export const SharedListResponse = ListResponse.omit({ shareToken: true, shared: true });
export type SharedListResponse = z.infer<typeof SharedListResponse>;

export const ListShareResponse = z.object({ shareToken: z.string() });

export const ListToCartBody = z.object({
  /** One line's SKU; all lines when absent. */
  skuId: SkuId.optional(),
});
export const ListToCartResponse = z.object({
  cart: CartResponse,
  moved: z.array(z.string()),
  skipped: z.array(z.object({ skuId: z.string(), name: z.string(), reason: z.string() })),
});
export type ListToCartResponse = z.infer<typeof ListToCartResponse>;

export const ListErrorResponse = z.object({
  errors: z.array(
    z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
  ),
});
