// The tax feature's public surface: other features and the app import from here only.
export { TaxDetailsPage } from './components/tax-details-page';
export { useTaxDetails } from './api/get-tax-details';
