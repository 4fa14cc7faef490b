import { addTexts } from '@/lib/i18n';
import { home } from '@/locales/en/home';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('home', home, async () => (await import('@/locales/fil/home')).home);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
