// Refund requests (decision 0100): the supporter's state of their request, and the creator's card that
// leads to their requests. Other features and the app import from here only.
export { RefundRequestsCard } from './components/refund-requests-card';
export { AskedRefundState } from './components/refund-request-status';
