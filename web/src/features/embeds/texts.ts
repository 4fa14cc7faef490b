import { addTexts } from '@/lib/i18n';
import { embeds } from '@/locales/en/embeds';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('embeds', embeds, async () => (await import('@/locales/fil/embeds')).embeds);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
