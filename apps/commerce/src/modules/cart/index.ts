export { registerCartRoutes } from './cart.routes';
export { expireGuestCarts, GUEST_CART_TTL_MS } from './cart.service';
export { type CartStore, cartStore } from './cart.store';
