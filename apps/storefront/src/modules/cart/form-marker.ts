/** Marks a form as an add to cart the add-to-cart host takes over once the page's JavaScript runs. */
export const ADD_TO_CART_FORM = 'data-add-to-cart';
