export type {
  AuthorizeRequest,
  PaymentGateway,
  PaymentResult,
  PaymentStatus,
} from './gateway';
export { registerTestGatewayRoutes } from './payment.routes';
export { issuerOf, TEST_CARDS, TestGateway, testCardOf } from './test-gateway';
