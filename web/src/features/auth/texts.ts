import { addTexts } from '@/lib/i18n';
import { auth } from '@/locales/en/auth';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('auth', auth, async () => (await import('@/locales/fil/auth')).auth);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
