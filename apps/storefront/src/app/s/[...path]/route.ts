import { passToCommerce } from '@/lib/commerce/pass-through';

/** Spec §7 Catalyst `/s/*` calls (typeahead, carts, quotations), passed to commerce as they are. */
export const GET = passToCommerce;
export const HEAD = passToCommerce;
export const POST = passToCommerce;
export const PUT = passToCommerce;
export const PATCH = passToCommerce;
export const DELETE = passToCommerce;
