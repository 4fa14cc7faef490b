import { addTexts } from '@/lib/i18n';
import { twoFactor } from '@/locales/en/two-factor';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('twoFactor', twoFactor, async () => (await import('@/locales/fil/two-factor')).twoFactor);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
