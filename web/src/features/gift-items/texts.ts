import { addTexts } from '@/lib/i18n';
import { giftItems } from '@/locales/en/gift-items';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('giftItems', giftItems, async () => (await import('@/locales/fil/gift-items')).giftItems);

export { i18n } from '@/lib/i18n';
export { useTranslation } from '@/lib/translation';
