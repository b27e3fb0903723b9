export { registerCartRoutes } from './cart.routes';
export {
  type Asker,
  type CartDeps,
  cartForOrder,
  expireGuestCarts,
  GUEST_ASKER,
  GUEST_CART_TTL_MS,
} from './cart.service';
export { type CartStore, cartStore, closeCartForOrder, reopenCart, type Tx } from './cart.store';
