export { earnPoints, membershipOf, reversePoints, spendOf } from './loyalty';
export { registerLoyaltyRoutes } from './loyalty.routes';
