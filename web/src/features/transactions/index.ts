export { TransactionHistoryPage } from './components/transaction-history-page';
