import { addTexts } from '@/lib/i18n';
import { insights } from '@/locales/en/insights';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('insights', insights, async () => (await import('@/locales/fil/insights')).insights);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
