// The verification feature's public surface: other features and the app import from here only.
export { verificationQueryOptions, useVerification } from './api/get-verification';
export { IdentityRequiredPanel, RenewalDueNotice } from './components/identity-required-panel';
export { IdentityVerificationPage } from './components/identity-verification-page';
export { identityRequiredFor, identityRequiredOf, type IdentityRequired } from './lib/identity-required';
