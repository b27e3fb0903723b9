// Server-side entry points of the shopper's orders (issue 23): the route files import these.
export {
  MembershipRoute,
  OrderRoute,
  OrderStatusRoute,
  OrdersRoute,
  ordersMetadata,
  ReturnRequestRoute,
  type SearchParams,
} from './routes';
