'use server';
import { cartUrl } from '@fierro/domain';
import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formArgument } from '../../../lib/actions/form-argument';
import { isSameOriginRequest } from '../../../lib/session/origin';
import {
  addService,
  addUnits,
  type CartOutcome,
  cartIdCookie,
  cartToWrite,
  changeLine,
  removeLine,
  removeService,
  setCartPlace,
} from '../data';
import { clampQuantity, parseQuantityEntry } from '../quantity';
import { refusalQuery } from '../refusal';
import { UNDO_GONE, undoRemoval } from '../restore';
import { offerUndo } from '../undo-cookie';
import { LineId, Method, SkuId, StoreId, Version } from './common';

/**
 * The cart before its JavaScript loads (issue 21): every control of the cart page, the product
 * page's add to cart and a card's quick add is a plain form posting here, with the submit
 * button's `intent`. Each answer is a redirect to the cart page (post, redirect, get), carrying
 * an `error` code when commerce said no (with the units left of a refusal for stock, or the units
 * in the cart of an add past the maximum: refusal.ts), or the `undo` of a removal.
 */
const Fields = z.object({
  site: z.string().max(40),
  intent: z.enum([
    'add',
    'inc',
    'dec',
    'set',
    'remove',
    'undo',
    'method',
    'store',
    'cartStore',
    'addService',
    'removeService',
  ]),
  version: z.coerce.number().pipe(Version).optional(),
  lineId: z.coerce.number().pipe(LineId).optional(),
  quantity: z.string().max(20).optional(),
  current: z.coerce.number().int().optional(),
  skuId: SkuId.optional(),
  storeId: StoreId.optional(),
  deliveryMethod: Method.optional(),
  serviceLineId: z.coerce.number().pipe(LineId).optional(),
  undo: z.string().max(2000).optional(),
});
type Fields = z.infer<typeof Fields>;

function back(tenant: Tenant, query: Record<string, string> = {}): never {
  const q = new URLSearchParams(query).toString();
  redirect(`${cartUrl(tenant)}${q ? `?${q}` : ''}`);
}

async function run(
  tenant: Tenant,
  f: Fields,
): Promise<CartOutcome | 'invalid' | 'badQuantity' | 'noCart'> {
  if (f.intent === 'add') {
    const entry = parseQuantityEntry(f.quantity ?? '1', tenant.code);
    if (!entry.ok) return 'badQuantity';
    if (!f.skuId) return 'invalid';
    const cart = await cartToWrite(tenant);
    if (!cart.ok) return cart;
    return addUnits(tenant, cart.cart, { skuId: f.skuId, quantity: entry.quantity });
  }
  const cartId = await cartIdCookie();
  if (!cartId) return 'noCart';
  // Once: the removal this browser made, while its cookie holds it (undo-cookie.ts).
  if (f.intent === 'undo') return f.undo ? undoRemoval(tenant, cartId, f.undo) : 'invalid';
  if (f.version === undefined) return 'invalid';
  const v = f.version;
  if (f.intent === 'cartStore') {
    return f.storeId ? setCartPlace(tenant, cartId, v, { storeId: f.storeId }) : 'invalid';
  }
  if (f.lineId === undefined) return 'invalid';
  const line = f.lineId;
  switch (f.intent) {
    case 'inc':
    case 'dec': {
      if (f.current === undefined) return 'invalid';
      const quantity = clampQuantity(f.current + (f.intent === 'inc' ? 1 : -1));
      return changeLine(tenant, cartId, v, line, { quantity });
    }
    case 'set': {
      const entry = parseQuantityEntry(f.quantity ?? '', tenant.code);
      return entry.ok
        ? changeLine(tenant, cartId, v, line, { quantity: entry.quantity })
        : 'badQuantity';
    }
    case 'remove':
      return removeLine(tenant, cartId, v, line);
    case 'method':
      return f.deliveryMethod
        ? changeLine(tenant, cartId, v, line, { deliveryMethod: f.deliveryMethod })
        : 'invalid';
    case 'store':
      return f.storeId ? changeLine(tenant, cartId, v, line, { storeId: f.storeId }) : 'invalid';
    case 'addService':
      return f.skuId ? addService(tenant, cartId, v, line, f.skuId) : 'invalid';
    case 'removeService':
      return f.serviceLineId !== undefined
        ? removeService(tenant, cartId, v, line, f.serviceLineId)
        : 'invalid';
    default:
      return 'invalid';
  }
}

export async function cartForm(posted: FormData): Promise<void> {
  const form = formArgument(posted);
  const entries = Object.fromEntries(
    [...form.entries()].filter(([k, v]) => !k.startsWith('$') && typeof v === 'string'),
  );
  const parsed = Fields.safeParse(entries);
  const tenant = getTenantByPathPrefix(String(entries.site ?? ''));
  if (!tenant) redirect('/');
  if (!parsed.success || !isSameOriginRequest(await headers())) back(tenant, { error: 'INVALID' });
  const fields = parsed.data;
  const outcome = await run(tenant, fields);
  if (outcome === 'invalid') back(tenant, { error: 'INVALID' });
  // A typed quantity that is not 1..9999: the message says so (commerce's own code for it).
  if (outcome === 'badQuantity') back(tenant, { error: 'INVALID_PARAMETER' });
  if (outcome === 'noCart') back(tenant);
  if (!outcome.ok) {
    // An undo that failed stays offered (restore.ts); one done already is not.
    const retry = fields.intent === 'undo' && fields.undo && outcome.code !== UNDO_GONE;
    back(tenant, { ...refusalQuery(outcome), ...(retry ? { undo: fields.undo } : {}) });
  }
  if (fields.intent === 'remove' && fields.undo && (await offerUndo(tenant, fields.undo))) {
    back(tenant, { undo: fields.undo });
  }
  back(tenant);
}
