import { addTexts } from '@/lib/i18n';
import { blocEditor } from '@/locales/en/bloc-editor';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('blocEditor', blocEditor, async () => (await import('@/locales/fil/bloc-editor')).blocEditor);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
