// Server-side entry points of the checkout (issue 22): the route files import these. The client
// forms are imported by the module's own server components, never through this barrel.
export {
  ChallengeRoute,
  CheckoutRoute,
  CheckoutSkeleton,
  ConfirmationRoute,
  checkoutMetadata,
  type SearchParams,
} from './routes';
