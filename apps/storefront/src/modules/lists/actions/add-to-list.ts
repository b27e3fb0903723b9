'use server';

import { getTenantByPathPrefix } from '@fierro/tenants';
import { headers } from 'next/headers';
import { z } from 'zod';
import { addToList, myLists, newList } from '../../../lib/commerce/lists';
import { isSameOriginRequest } from '../../../lib/session/origin';

/**
 * "Agregar a lista" (issue 23) from the product page and the cart line: the shopper's lists for
 * the picker, then the SKU added to one of them or to a new one. Asked from the browser after
 * the (cached, impersonal) page loaded; a signed-out shopper is answered `signIn` and goes to
 * login and back.
 */
export type PickerAnswer =
  | { kind: 'signIn' }
  | { kind: 'failed' }
  | { kind: 'lists'; lists: Array<{ listId: string; name: string; lineCount: number }> };

export type AddAnswer =
  | { kind: 'signIn' }
  | { kind: 'added'; listId: string; name: string }
  | {
      kind: 'refused';
      field:
        | 'name'
        | 'quantity'
        | 'skuId'
        | 'list'
        | 'TOO_MANY_LISTS'
        | 'LIST_FULL'
        | 'unavailable';
    };

/** The site a call names, or null (a call no page of ours makes: answered as a failure). */
const tenantOf = async (site: unknown) => {
  const parsed = z.string().min(1).max(40).safeParse(site);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data) : undefined;
  return tenant && isSameOriginRequest(await headers()) ? tenant : null;
};

export async function pickerListsAction(site: string): Promise<PickerAnswer> {
  const tenant = await tenantOf(site);
  if (!tenant) return { kind: 'failed' };
  const { data, error } = await myLists(tenant);
  if (!data) return error.status === 401 ? { kind: 'signIn' } : { kind: 'failed' };
  return {
    kind: 'lists',
    lists: data.lists.map((l) => ({ listId: l.listId, name: l.name, lineCount: l.lineCount })),
  };
}

const Input = z.object({
  site: z.string(),
  skuId: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(9999),
  listId: z.string().uuid().optional(),
  newName: z.string().max(200).optional(),
});

export async function addToListAction(raw: z.input<typeof Input>): Promise<AddAnswer> {
  const input = Input.safeParse(raw);
  if (!input.success) return { kind: 'refused', field: 'quantity' };
  const tenant = await tenantOf(input.data.site);
  if (!tenant) return { kind: 'refused', field: 'unavailable' };
  let listId = input.data.listId;
  let name = '';
  if (!listId) {
    if (!input.data.newName?.trim()) return { kind: 'refused', field: 'name' };
    const created = await newList(tenant, { name: input.data.newName });
    if (!created.data) {
      const e = created.error;
      if (e.status === 401) return { kind: 'signIn' };
      const code = e.kind === 'status' ? e.errors[0] : undefined;
      if (code?.field === 'name') return { kind: 'refused', field: 'name' };
      if (code?.code === 'TOO_MANY_LISTS') return { kind: 'refused', field: 'TOO_MANY_LISTS' };
      return { kind: 'refused', field: 'unavailable' };
    }
    listId = created.data.listId;
    name = created.data.name;
  }
  const { data, error } = await addToList(tenant, listId, input.data.skuId, input.data.quantity);
  if (!data) {
    if (error.status === 401) return { kind: 'signIn' };
    const first = error.kind === 'status' ? error.errors[0] : undefined;
    if (first?.field === 'quantity' || first?.field === 'skuId') {
      return { kind: 'refused', field: first.field };
    }
    if (first?.code === 'LIST_FULL') return { kind: 'refused', field: 'LIST_FULL' };
    if (error.status === 404) return { kind: 'refused', field: 'list' };
    return { kind: 'refused', field: 'unavailable' };
  }
  return { kind: 'added', listId: data.listId, name: name || data.name };
}
