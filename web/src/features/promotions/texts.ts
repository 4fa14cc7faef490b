import { addTexts } from '@/lib/i18n';
import { promotions } from '@/locales/en/promotions';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('promotions', promotions, async () => (await import('@/locales/fil/promotions')).promotions);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
