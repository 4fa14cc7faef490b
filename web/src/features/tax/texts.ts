import { addTexts } from '@/lib/i18n';
import { tax } from '@/locales/en/tax';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('tax', tax, async () => (await import('@/locales/fil/tax')).tax);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
