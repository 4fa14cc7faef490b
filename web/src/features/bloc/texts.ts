import { addTexts } from '@/lib/i18n';
import { bloc } from '@/locales/en/bloc';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('bloc', bloc, async () => (await import('@/locales/fil/bloc')).bloc);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
