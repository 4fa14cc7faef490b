import { addTexts } from '@/lib/i18n';
import { content } from '@/locales/en/content';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('content', content, async () => (await import('@/locales/fil/content')).content);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
