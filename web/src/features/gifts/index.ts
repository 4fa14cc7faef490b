// The gifts feature's public surface: other features and the app import from here only.
export { GiftList } from './components/gift-list';
export { SupportMeModal } from './components/support-me-modal';
export { RequestClipButton } from './components/request-clip-button';
export { ConfirmPaymentModal } from './components/confirm-payment-modal';
export { GiftSentModal, paymentPolling } from './components/gift-sent-modal';
export { useGiftLinks } from './components/use-gift-links';
export type { GiftCreator } from './components/gift-creator';
export { useFeePreview } from './api/get-fee-preview';
export { useSendGift } from './api/send-gift';
export { creatorGiftsQueryOptions } from './api/get-creator-gifts';
export { usePaymentStatus } from './api/get-payment';
