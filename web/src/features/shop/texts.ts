import { addTexts } from '@/lib/i18n';
import { shop } from '@/locales/en/shop';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('shop', shop, async () => (await import('@/locales/fil/shop')).shop);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
