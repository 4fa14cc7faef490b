import { addTexts } from '@/lib/i18n';
import { hashtags } from '@/locales/en/hashtags';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('hashtags', hashtags, async () => (await import('@/locales/fil/hashtags')).hashtags);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
