import { addTexts } from '@/lib/i18n';
import { statements } from '@/locales/en/statements';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('statements', statements, async () => (await import('@/locales/fil/statements')).statements);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
