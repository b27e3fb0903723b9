export { ListingSkeleton, ListingView } from './components/listing-view';
export { ProductCard, ProductGrid } from './components/product-card';
export { type ListingShopper, loadListing } from './data';
export { CategoryListing, CollectionListing, SearchListing, termOf } from './listing-pages';
export { listingMetadata, searchMetadata } from './metadata';
export { PARAM, type SearchParams, urlParams } from './query';
export { productPath } from './view-model';
