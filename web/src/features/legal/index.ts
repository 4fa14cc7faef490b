export { TermsPage } from './components/terms-page';
export { PrivacyNoticePage } from './components/privacy-notice-page';
