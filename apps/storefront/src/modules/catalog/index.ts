export { ListingSkeleton, ListingView } from './components/listing-view';
export { ProductCard, ProductGrid } from './components/product-card';
export { loadListing } from './data';
export { PARAM, type SearchParams, urlParams } from './query';
export { cardPrices, productPath } from './view-model';
