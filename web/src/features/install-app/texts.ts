import { addTexts } from '@/lib/i18n';
import { installApp } from '@/locales/en/install-app';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('installApp', installApp, async () => (await import('@/locales/fil/install-app')).installApp);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
