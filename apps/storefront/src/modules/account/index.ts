// Server-side entry points of the account area (issue 23): the route files import these. The
// client forms are imported by the module's own server components, never through this barrel.
export { AccountFrame } from './components/account-frame';
export { accountLinks } from './menu';
export {
  AccountSkeleton,
  AddressesRoute,
  accountMetadata,
  ConfirmEmailRoute,
  ForgotPasswordRoute,
  PasswordRoute,
  ProfileRoute,
  ResetPasswordRoute,
} from './routes';
