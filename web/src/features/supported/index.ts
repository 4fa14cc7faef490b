// A supporter's own record of gifts and purchases.
export { SupportedPage } from './components/supported-page';
