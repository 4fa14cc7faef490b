import { addTexts } from '@/lib/i18n';
import { help } from '@/locales/en/help';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('help', help, async () => (await import('@/locales/fil/help')).help);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
