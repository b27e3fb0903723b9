import 'server-only';
import { cartUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import {
  decodeRemoved,
  type Removed,
  removalToUndo,
  UNDO_COOKIE,
  UNDO_COOKIE_MAX_AGE_S,
  undoDigest,
} from './undo-schema';

/**
 * The undo of a removal is offered to the browser that made it, once: its digest rides in a
 * ten-minute cookie (undo-schema.ts), which the undo takes away before putting the line back. A
 * second undo (Back to the page that offered it, the `?undo=` address opened again, a second
 * click) finds no cookie and adds nothing: it added the line and its warranties again.
 */
const where = (tenant: Tenant) => ({
  path: cartUrl(tenant),
  httpOnly: true,
  sameSite: 'lax' as const,
});

/** After a removal: its undo, offered to this browser. False for what is no removal. */
export async function offerUndo(tenant: Tenant, value: string): Promise<boolean> {
  if (!decodeRemoved(value)) return false;
  (await cookies()).set(UNDO_COOKIE, undoDigest(value), {
    ...where(tenant),
    maxAge: UNDO_COOKIE_MAX_AGE_S,
  });
  return true;
}

/** The removal to put back, taken once: null when this browser has no such undo (any more). */
export async function takeUndo(tenant: Tenant, value: string): Promise<Removed | null> {
  const jar = await cookies();
  const removed = removalToUndo(value, jar.get(UNDO_COOKIE)?.value);
  if (removed) jar.set(UNDO_COOKIE, '', { ...where(tenant), maxAge: 0 });
  return removed;
}
