export { cardPrices, parseOrdPrices, warmCardPrices } from './card-prices.repo';
export { type InstallmentPlan, installments } from './installments';
export {
  isSellingPrice,
  type LinePrice,
  linePrice,
  type UnitPromotion,
} from './line-price';
export {
  BASE_PRICES,
  fixedPriceGroups,
  type PriceContext,
  type PriceGroupSource,
  pgPriceGroups,
  priceContextOf,
} from './price-context';
export { type JsonPrice, openAt, type PriceRow, toPriceRows } from './price-rows';
export {
  badgesWith,
  GUEST,
  isBusiness,
  normalPricing,
  type PriceInput,
  priceOf,
  type SaleFacts,
  type Shopper,
  type SitePriceGroups,
} from './price-rule';
export { registerPricingRoutes } from './pricing.routes';
