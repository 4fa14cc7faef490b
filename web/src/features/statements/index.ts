// The statements feature's public surface: other features and the app import from here only.
export { TransactionHistoryPage } from './components/transaction-history-page';
export { LatestTransactionsCard } from './components/latest-transactions-card';
export { TransactionDetailModal } from './components/transaction-detail-modal';
