import { addTexts } from '@/lib/i18n';
import { follows } from '@/locales/en/follows';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('follows', follows, async () => (await import('@/locales/fil/follows')).follows);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
