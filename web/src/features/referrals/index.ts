// The referrals feature's public surface: a user's own code, its share link and who signed up with it.
export { ReferralsPage } from './components/referrals-page';
