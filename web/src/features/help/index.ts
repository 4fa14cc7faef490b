export { PayoutLimitsArticlePage } from './components/payout-limits-article-page';
