// Server-side entry points only. The layout imports this barrel, and Next ships every client
// component a server module imports: re-exporting the sign-in and register forms here put
// react-hook-form, zod and the tenant registry into every page. Pages import the forms from
// their own files.
export { HeaderLogin } from './components/header-login';
export { loginFactsOf } from './components/login-facts';
export { REGISTER_CREDENTIALS_ERROR_EVENT } from './tracking';
