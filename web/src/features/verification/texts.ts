import { addTexts } from '@/lib/i18n';
import { verification } from '@/locales/en/verification';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('verification', verification, async () => (await import('@/locales/fil/verification')).verification);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
