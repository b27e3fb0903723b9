export { CookieNotice } from './components/cookie-notice-client';
export { DataLayer, track } from './components/data-layer-client';
export { ErrorView } from './components/error-view';
export { Footer } from './components/footer';
export { Header } from './components/header';
export { IntlProvider } from './components/intl-provider';
export { BackToTop } from './components/scroll-client';
export { AccountEntry, CartCount } from './components/slots';
export { ToastProvider, useToast } from './components/toasts-client';
