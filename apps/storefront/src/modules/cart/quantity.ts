import { isValidCartQuantity, MAX_CART_QUANTITY, parseNumberEntry } from '@fierro/domain';

/**
 * A typed cart quantity (spec §5): the number entry accepts digits, dot or comma (`3`, `3,0`,
 * `3.0`), and a cart quantity is a whole number from 1 to 9999. It is read by the site's number
 * format like every number the product page takes (parseNumberEntry, its calculators too): digits
 * grouped by threes with the site's thousands mark are thousands (`1.000` in Chile, Argentina or
 * Brazil is one thousand, never one; `1,000` in Peru), as is any repeated grouping.
 */
export type QuantityEntry =
  | { ok: true; quantity: number }
  | { ok: false; reason: 'notANumber' | 'notWhole' | 'range' };

export function parseQuantityEntry(text: string, tenantCode: string): QuantityEntry {
  const n = parseNumberEntry(text, tenantCode);
  if (n === null) return { ok: false, reason: 'notANumber' };
  if (!Number.isInteger(n)) return { ok: false, reason: 'notWhole' };
  if (!isValidCartQuantity(n)) return { ok: false, reason: 'range' };
  return { ok: true, quantity: n };
}

/** A quantity kept within 1..9999 (the steppers never pass the bounds). */
export const clampQuantity = (n: number) => Math.min(MAX_CART_QUANTITY, Math.max(1, Math.trunc(n)));

/**
 * How the quantity field describes itself (its hint's id is `${id}-hint`): its own mistake (typed
 * letters) first; else commerce's refusal of the quantity sent (no stock left), shown beside it
 * under `${id}-refused` until the next change. Either makes it invalid.
 */
export function quantityField(
  id: string,
  problem: Extract<QuantityEntry, { ok: false }>['reason'] | null,
  refusal: string | null,
) {
  const refused = problem === null && refusal !== null;
  return {
    refused,
    'aria-invalid': problem !== null || refused,
    'aria-describedby': refused ? `${id}-refused ${id}-hint` : `${id}-hint`,
  };
}
