export type {
  AuthorizeRequest,
  PaymentGateway,
  PaymentResult,
  PaymentStatus,
} from './gateway';
export { registerTestGatewayRoutes } from './payment.routes';
export { TEST_CARDS, TestGateway } from './test-gateway';
