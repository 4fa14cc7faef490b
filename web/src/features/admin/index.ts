// The staff side's public surface; the router loads its pages by their own files, so none is in another bundle.
export { AdminLayout, useStaff } from './components/admin-layout';
export { PeoplePage } from './components/people-page';
export { PersonPage } from './components/person-page';
export { AuditPage } from './components/audit-page';
export { FailedRefundsPage } from './components/failed-refunds-page';
export { RefundRequestsPage } from './components/refund-requests-page';
export { PayoutsPage } from './components/payouts-page';
export { HeldMessagesPage } from './components/held-messages-page';
export { VerificationsPage } from './components/verifications-page';
export { VerificationPage } from './components/verification-page';
