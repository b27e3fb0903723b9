export { HomeView } from './components/home-view';
export { SmartBanner } from './components/smart-banner-client';
export { loadHome } from './data';
