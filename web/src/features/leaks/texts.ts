import { addTexts } from '@/lib/i18n';
import { leaks } from '@/locales/en/leaks';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('leaks', leaks, async () => (await import('@/locales/fil/leaks')).leaks);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
