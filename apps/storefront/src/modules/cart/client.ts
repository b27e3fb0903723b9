/**
 * What client components of other modules may take from the cart (index.ts is the server side):
 * the form action every add-to-cart form posts to, and the mark the add-to-cart host looks for.
 */
export { cartForm } from './actions/cart-form';
export { ADD_TO_CART_FORM } from './form-marker';
