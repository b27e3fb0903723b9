import { passToCommerce } from '@/lib/commerce/pass-through';

/** Commerce's image service (`/images/{path}?w&h&f&fit`), passed on as it answers. */
export const GET = passToCommerce;
export const HEAD = passToCommerce;
