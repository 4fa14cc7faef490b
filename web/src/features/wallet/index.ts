// The wallet feature's public surface: other features and the app import from here only.
export { BalanceCard } from './components/balance-card';
export { BalanceInformationModal } from './components/balance-information-modal';
export { balanceQueryOptions, useBalance } from './api/get-balance';
