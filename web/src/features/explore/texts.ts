import { addTexts } from '@/lib/i18n';
import { explore } from '@/locales/en/explore';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('explore', explore, async () => (await import('@/locales/fil/explore')).explore);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
