'use server';

import { cartUrl, myListsUrl, myListUrl, toMinorUnits } from '@fierro/domain';
import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formArgument } from '../../../lib/actions/form-argument';
import type { CommerceError } from '../../../lib/commerce/gateway';
import {
  addToList,
  changeList,
  dropList,
  dropListLine,
  moveListToCart,
  newList,
  setListQuantity,
  shareMyList,
  unshareMyList,
} from '../../../lib/commerce/lists';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { rememberCart } from '../../cart';
import { ofSite } from '../site';

/**
 * The list pages' forms (issue 23): plain form posts, so each works before the page's script
 * loads; every one answers with a redirect back carrying a notice or the refused field, which the
 * page shows beside that field. Commerce checks ownership, bounds and fields again.
 */
const Site = z.string().min(1).max(40);
const ListId = z.string().uuid();
const text = (data: FormData, key: string) => {
  const v = data.get(key);
  return typeof v === 'string' ? v : '';
};

/**
 * The site a form names. A form no page of ours sends (no site, another origin, a forged call's
 * arguments: `formArgument`) goes to the default site's home, changing nothing, rather than
 * failing (a 500); the proxy already answers another origin's post with 403.
 */
async function siteOf(data: FormData): Promise<Tenant> {
  const site = Site.safeParse(data.get('site'));
  const tenant = site.success ? getTenantByPathPrefix(site.data) : undefined;
  if (!tenant || !isSameOriginRequest(await headers())) redirect('/');
  return tenant;
}
/** The list a form names; without a valid one, the shopper's lists. */
const listIdOf = (tenant: Tenant, data: FormData) => {
  const id = ListId.safeParse(data.get('listId'));
  if (!id.success) redirect(myListsUrl(tenant));
  return id.data;
};
const back = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;
/** The field (or code) commerce refused, for the page to show beside it. */
const refusal = (error: CommerceError) => {
  if (error.kind !== 'status') return 'unavailable';
  const first = error.errors[0];
  const field = first?.field?.split('.')[0];
  if (field && ['name', 'note', 'budget', 'quantity', 'skuId'].includes(field)) return field;
  if (first?.code === 'TOO_MANY_LISTS' || first?.code === 'LIST_FULL') return first.code;
  if (error.status === 404) return 'notFound';
  return 'unavailable';
};
/**
 * A budget field, in whole units of the site's currency (stored in minor units like every
 * price): empty is none; anything else must be a whole number (commerce checks it is above 0).
 */
const budgetOf = (tenant: Tenant, raw: string): number | null | 'bad' => {
  const clean = raw.replace(/[\s.$]/g, '');
  if (clean === '') return null;
  return /^\d{1,10}$/.test(clean) ? toMinorUnits(Number(clean), tenant.currencies[0]!) : 'bad';
};

export async function createListAction(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const tenant = await siteOf(data);
  const budget = budgetOf(tenant, text(data, 'budget'));
  const home = myListsUrl(tenant);
  const add = text(data, 'add');
  const keep: Record<string, string> = add ? { add } : {};
  if (budget === 'bad') redirect(back(home, { ...keep, error: 'budget' }));
  const { data: list, error } = await newList(tenant, {
    name: text(data, 'name'),
    note: text(data, 'note') || null,
    budget,
  });
  if (!list) redirect(back(home, { ...keep, error: refusal(error) }));
  if (add) await placeWaiting(tenant, list.listId, add);
  redirect(back(myListUrl(tenant, list.listId), { notice: 'created' }));
}

/** The product a signed-out shopper wanted to add before logging in, placed in the chosen list. */
async function placeWaiting(tenant: Tenant, listId: string, skuId: string): Promise<never> {
  const sku = z.string().min(1).max(64).safeParse(skuId);
  if (!sku.success) redirect(myListUrl(tenant, listId));
  const { error } = await addToList(tenant, listId, sku.data, 1);
  redirect(
    back(
      myListUrl(tenant, listId),
      error ? { error: refusal(error), sku: sku.data } : { notice: 'added', sku: sku.data },
    ),
  );
}

export async function addHereAction(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const tenant = await siteOf(data);
  await placeWaiting(tenant, listIdOf(tenant, data), text(data, 'add'));
}

export async function updateListAction(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const tenant = await siteOf(data);
  const listId = listIdOf(tenant, data);
  const page = myListUrl(tenant, listId);
  const budget = budgetOf(tenant, text(data, 'budget'));
  if (budget === 'bad') redirect(back(page, { error: 'budget' }));
  const { error } = await changeList(tenant, listId, {
    name: text(data, 'name'),
    note: text(data, 'note') || null,
    budget,
  });
  redirect(back(page, error ? { error: refusal(error) } : { notice: 'saved' }));
}

export async function deleteListAction(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const tenant = await siteOf(data);
  const listId = listIdOf(tenant, data);
  if (data.get('confirm') !== 'yes')
    redirect(back(myListUrl(tenant, listId), { error: 'confirm' }));
  const { error } = await dropList(tenant, listId);
  if (error) redirect(back(myListUrl(tenant, listId), { notice: 'failed' }));
  redirect(back(myListsUrl(tenant), { notice: 'deleted' }));
}

export async function lineAction(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const tenant = await siteOf(data);
  const listId = listIdOf(tenant, data);
  const page = myListUrl(tenant, listId);
  const skuId = z.string().min(1).max(64).safeParse(data.get('skuId'));
  if (!skuId.success) redirect(page);
  const intent = text(data, 'intent');
  if (intent === 'remove') {
    const { error } = await dropListLine(tenant, listId, skuId.data);
    redirect(back(page, error ? { notice: 'failed' } : { notice: 'saved' }));
  }
  if (intent === 'toCart') {
    await toCart(tenant, listId, skuId.data);
  }
  const quantity = Number(text(data, 'quantity'));
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 9999) {
    redirect(back(page, { error: 'quantity', sku: skuId.data }));
  }
  const { error } = await setListQuantity(tenant, listId, skuId.data, quantity);
  redirect(back(page, error ? { error: refusal(error), sku: skuId.data } : { notice: 'saved' }));
}

async function toCart(tenant: Tenant, listId: string, skuId?: string): Promise<never> {
  const { data: result } = await moveListToCart(tenant, listId, skuId);
  const page = myListUrl(tenant, listId);
  // Only this site's cart is remembered as this site's (as the cart module's own moves do).
  const cart = ofSite(tenant, result?.cart);
  if (!result || !cart) redirect(back(page, { notice: 'failed' }));
  await rememberCart(tenant, cart.cartId);
  if (result.moved.length === 0) {
    redirect(back(page, { notice: 'skipped', n: String(result.skipped.length) }));
  }
  if (result.skipped.length > 0) {
    redirect(
      back(page, {
        notice: 'partial',
        moved: String(result.moved.length),
        n: String(result.skipped.length),
      }),
    );
  }
  redirect(cartUrl(tenant));
}

export async function allToCartAction(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const tenant = await siteOf(data);
  await toCart(tenant, listIdOf(tenant, data));
}

export async function shareAction(posted: FormData): Promise<void> {
  const data = formArgument(posted);
  const tenant = await siteOf(data);
  const listId = listIdOf(tenant, data);
  const page = myListUrl(tenant, listId);
  const revoke = text(data, 'intent') === 'revoke';
  const { error } = revoke
    ? await unshareMyList(tenant, listId)
    : await shareMyList(tenant, listId);
  redirect(
    back(page, error ? { notice: 'failed' } : { notice: revoke ? 'unshared' : 'shared' }) +
      '#share',
  );
}
