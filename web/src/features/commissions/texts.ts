import { addTexts } from '@/lib/i18n';
import { commissions } from '@/locales/en/commissions';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('commissions', commissions, async () => (await import('@/locales/fil/commissions')).commissions);

export { i18n } from '@/lib/i18n';
export { useTranslation } from '@/lib/translation';
