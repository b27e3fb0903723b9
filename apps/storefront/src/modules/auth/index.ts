export { HeaderLogin } from './components/header-login';
export { LoginEntry } from './components/login-entry-client';
export { LoginForm } from './components/login-form-client';
export { RegisterForm } from './components/register-form-client';
export { REGISTER_CREDENTIALS_ERROR_EVENT } from './tracking';
