import { addTexts } from '@/lib/i18n';
import { supported } from '@/locales/en/supported';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('supported', supported, async () => (await import('@/locales/fil/supported')).supported);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
