import { addTexts } from '@/lib/i18n';
import { questions } from '@/locales/en/questions';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('questions', questions, async () => (await import('@/locales/fil/questions')).questions);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
