// The add-to-list button (issue 23) for the product page's buy box and the cart line.
export { AddToListEntry } from './components/add-to-list-entry-client';
