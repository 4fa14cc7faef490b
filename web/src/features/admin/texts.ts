import { addTexts } from '@/lib/i18n';
import { admin } from '@/locales/en/admin';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('admin', admin, async () => (await import('@/locales/fil/admin')).admin);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
