export { CARD_CACHE_MAX, productCards, warmProductCards } from './cards.repo';
export { createProductRepo } from './product.repo';
export { registerProductRoutes } from './product.routes';
export type { ProductRepo } from './product.service';
export { registerProductExtrasRoutes } from './product-extras.routes';
export type { ProductExtrasRepo } from './product-extras.service';
