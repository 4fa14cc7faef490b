import { addTexts } from '@/lib/i18n';
import { overlay } from '@/locales/en/overlay';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('overlay', overlay, async () => (await import('@/locales/fil/overlay')).overlay);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
