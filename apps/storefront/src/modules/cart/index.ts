export { AddToCartHost } from './components/add-to-cart-host-client';
export { CartPage, CartSkeleton } from './components/cart-page';
export { HeaderCart } from './components/header-cart-client';
export {
  cartCookieWrite,
  cartCount,
  LOCATION_ID_COOKIE,
  mergeGuestCart,
  rememberCart,
  syncCartPlace,
  ZIP_CODE_COOKIE,
} from './data';
