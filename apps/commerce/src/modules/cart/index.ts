export { CartError } from './cart.errors';
export { registerCartRoutes } from './cart.routes';
export {
  type Asker,
  addLine,
  askerAt,
  type CartDeps,
  cartForOrder,
  createCart,
  expireGuestCarts,
  GUEST_ASKER,
  GUEST_CART_TTL_MS,
  quoteSkus,
  type SkuQuote,
} from './cart.service';
export {
  type CartStore,
  cartStore,
  closeCartForOrder,
  EXPIRED_GUEST_CART_KEPT_MS,
  reopenCart,
  type Tx,
} from './cart.store';
