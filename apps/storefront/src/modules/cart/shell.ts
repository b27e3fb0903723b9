/**
 * What the site shell (the layout of every page) takes from the cart: the add-to-cart host and the
 * header's cart link. Its own entry, not index.ts: a client component reachable from the layout's
 * imports ships with every page, and index.ts also reaches the cart page's (measured: the cart
 * page's lines, 61 KB of script, 17.5 KB gzipped, were in every catalogue page's scripts).
 */
export { AddToCartHost } from './components/add-to-cart-host-client';
export { HeaderCart } from './components/header-cart-client';
