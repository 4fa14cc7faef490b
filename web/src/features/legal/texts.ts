import { addTexts } from '@/lib/i18n';
import { legal } from '@/locales/en/legal';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('legal', legal, async () => (await import('@/locales/fil/legal')).legal);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
