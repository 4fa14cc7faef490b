// The share feature's public surface: other features and the app import from here only.
export { ShareModal, ShareProfileModal } from './components/share-modal';
export { ShareQrCodeModal } from './components/share-qr-code-modal';
export { QrCodeImage } from './components/qr-code-image';
export { amountParameter } from './lib/page-link';
