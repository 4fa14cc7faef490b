import { addTexts } from '@/lib/i18n';
import { sessions } from '@/locales/en/sessions';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('sessions', sessions, async () => (await import('@/locales/fil/sessions')).sessions);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
