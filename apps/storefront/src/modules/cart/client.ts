/**
 * What client components of other modules may take from the cart (index.ts is the server side):
 * the form action every add-to-cart form posts to, the mark the add-to-cart host looks for, and
 * how the cart reads a typed quantity.
 */
export { cartForm } from './actions/cart-form';
export { ADD_TO_CART_FORM } from './form-marker';
export { parseQuantityEntry } from './quantity';
