import { addTexts } from '@/lib/i18n';
import { payouts } from '@/locales/en/payouts';

// this feature's words come with its code (decision 0110): the creator page's visitors never download them
addTexts('payouts', payouts, async () => (await import('@/locales/fil/payouts')).payouts);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
