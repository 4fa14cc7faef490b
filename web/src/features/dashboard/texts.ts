import { addTexts } from '@/lib/i18n';
import { dashboard } from '@/locales/en/dashboard';

// this feature's words come with its code (decision 0110): the creator page's visitors never download them
addTexts('dashboard', dashboard, async () => (await import('@/locales/fil/dashboard')).dashboard);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
