export { createDeliveryRepo, createOffersRepo } from './delivery.repo';
export { registerDeliveryRoutes } from './delivery.routes';
export type { DeliveryRepo } from './delivery.service';
export type { OffersRepo } from './offers.service';
