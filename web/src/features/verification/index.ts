// The verification feature's public surface: other features and the app import from here only.
export { IdentityVerificationPage } from './components/identity-verification-page';
