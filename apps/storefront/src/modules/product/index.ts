export { PdpDisabled, ProductSkeleton } from './components/page-states';
export { ProductView } from './components/product-view';
export { loadProduct, loadUpsell } from './data';
export { pdpEnabled } from './environment';
export { productMetadata, productPagePath } from './seo';
export { variantOf } from './view-model';
