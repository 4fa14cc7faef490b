import { addTexts } from '@/lib/i18n';
import { community } from '@/locales/en/community';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('community', community, async () => (await import('@/locales/fil/community')).community);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
