import { addTexts } from '@/lib/i18n';
import { goals } from '@/locales/en/goals';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('goals', goals, async () => (await import('@/locales/fil/goals')).goals);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
