import { addTexts } from '@/lib/i18n';
import { share } from '@/locales/en/share';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('share', share, async () => (await import('@/locales/fil/share')).share);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
