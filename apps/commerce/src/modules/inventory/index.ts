export { AVAILABILITY_TTL_MS, availableProducts } from './availability.repo';
export { createInventoryRepo } from './inventory.repo';
export { registerInventoryRoutes } from './inventory.routes';
export type { InventoryRepo } from './inventory.service';
