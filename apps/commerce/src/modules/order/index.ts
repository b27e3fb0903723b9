export { buyAgain, listOrders, lookupOrder } from './order.account';
export {
  LOOKUPS_PER_WINDOW,
  registerOrderAccountRoutes,
} from './order.account.routes';
export { type CaptchaService, captchaService } from './order.captcha';
export { OrderError } from './order.errors';
export {
  abandonOrder,
  expirePayAtStore,
  ORDER_QUEUES,
  type OrderJobDeps,
  orderHandlers,
  relayOutbox,
  sendOrderMail,
} from './order.jobs';
export { registerOrderOpsRoutes } from './order.ops.routes';
export { moveOrderStatus, moveReturn, orderReturnsOf, requestReturn } from './order.returns';
export { type OrderRouteDeps, registerOrderRoutes } from './order.routes';
export {
  ABANDONED_AFTER_MS,
  type OrderDeps,
  placeOrder,
  readOrder,
} from './order.service';
export { type OrderStore, orderStore } from './order.store';
