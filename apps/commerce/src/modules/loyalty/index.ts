export { earnPoints, membershipOf, reversePoints, spendOf, tierOf } from './loyalty';
export { registerLoyaltyRoutes } from './loyalty.routes';
