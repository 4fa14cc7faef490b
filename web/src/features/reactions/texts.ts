import { addTexts } from '@/lib/i18n';
import { reactions } from '@/locales/en/reactions';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('reactions', reactions, async () => (await import('@/locales/fil/reactions')).reactions);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
