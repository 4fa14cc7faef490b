// The account-data feature's public surface: other features and the app import from here only.
export { AccountDataPage } from './components/account-data-page';
