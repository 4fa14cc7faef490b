// The account deletion feature's public surface: other features and the app import from here only.
export { usePendingDeletion } from './api/account-deletion';
