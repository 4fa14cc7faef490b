// The payouts feature's public surface: other features and the app import from here only.
export { PayoutAccountsCard } from './components/payout-accounts-card';
export { SelectPayoutOptionModal } from './components/select-payout-option-modal';
export { WithdrawModal } from './components/withdraw-modal';
export { PayoutOverLimitModal } from './components/payout-over-limit-modal';
export { AddBankModal } from './components/add-bank-modal';
export { UpdateMobileNumberModal } from './components/update-mobile-number-modal';
export { LinkedAccountModal } from './components/linked-account-modal';
export { BankAccountModal } from './components/bank-account-modal';
