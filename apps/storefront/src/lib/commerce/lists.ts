import 'server-only';
import {
  ListResponse,
  ListShareResponse,
  ListsResponse,
  ListToCartResponse,
  SharedListResponse,
} from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { z } from 'zod';
import { personalCall } from './personal';

/**
 * Lists and projects (issue 23): personal calls, never cached. Commerce answers a list only to
 * its owner (anyone else gets a 404); a shared list by its token, read-only, never cached either
 * (a revoked link stops answering at once). Every call names the site it is made on (`siteId`):
 * a list is its own site's alone, and commerce answers another site's as one that does not exist.
 */
type Site = Pick<Tenant, 'siteId'>;
const list = (listId: string, rest = '') =>
  `/account/v1/lists/${encodeURIComponent(listId)}${rest}`;
const on = (tenant: Site) => ({ siteId: tenant.siteId });
const Empty = z.null();

export const myLists = (tenant: Site) =>
  personalCall({
    site: tenant.siteId,
    path: '/account/v1/lists',
    query: on(tenant),
    schema: ListsResponse,
  });

export const myList = (tenant: Site, listId: string) =>
  personalCall({
    site: tenant.siteId,
    path: list(listId),
    query: on(tenant),
    schema: ListResponse,
  });

export const newList = (
  tenant: Site,
  body: { name: string; note?: string | null; budget?: number | null },
) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/account/v1/lists',
    body: { siteId: tenant.siteId, ...body },
    schema: ListResponse,
  });

export const changeList = (
  tenant: Site,
  listId: string,
  body: { name?: string; note?: string | null; budget?: number | null },
) =>
  personalCall({
    site: tenant.siteId,
    method: 'PATCH',
    path: list(listId),
    query: on(tenant),
    body,
    schema: ListResponse,
  });

export const dropList = (tenant: Site, listId: string) =>
  personalCall({
    site: tenant.siteId,
    method: 'DELETE',
    path: list(listId),
    query: on(tenant),
    schema: Empty,
  });

export const addToList = (tenant: Site, listId: string, skuId: string, quantity: number) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: list(listId, '/lines'),
    query: on(tenant),
    body: { skuId, quantity },
    schema: ListResponse,
  });

export const setListQuantity = (tenant: Site, listId: string, skuId: string, quantity: number) =>
  personalCall({
    site: tenant.siteId,
    method: 'PATCH',
    path: list(listId, `/lines/${encodeURIComponent(skuId)}`),
    query: on(tenant),
    body: { quantity },
    schema: ListResponse,
  });

export const dropListLine = (tenant: Site, listId: string, skuId: string) =>
  personalCall({
    site: tenant.siteId,
    method: 'DELETE',
    path: list(listId, `/lines/${encodeURIComponent(skuId)}`),
    query: on(tenant),
    schema: ListResponse,
  });

export const moveListToCart = (tenant: Site, listId: string, skuId?: string) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: list(listId, '/to-cart'),
    query: on(tenant),
    body: skuId ? { skuId } : {},
    schema: ListToCartResponse,
  });

export const shareMyList = (tenant: Site, listId: string) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: list(listId, '/share'),
    query: on(tenant),
    schema: ListShareResponse,
  });

export const unshareMyList = (tenant: Site, listId: string) =>
  personalCall({
    site: tenant.siteId,
    method: 'DELETE',
    path: list(listId, '/share'),
    query: on(tenant),
    schema: Empty,
  });

export const sharedListOf = (tenant: Site, token: string) =>
  personalCall({
    site: tenant.siteId,
    path: `/account/v1/shared-lists/${encodeURIComponent(token)}`,
    query: on(tenant),
    schema: SharedListResponse,
  });
