import { addTexts } from '@/lib/i18n';
import { referrals } from '@/locales/en/referrals';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('referrals', referrals, async () => (await import('@/locales/fil/referrals')).referrals);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
