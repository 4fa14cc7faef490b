import { addTexts } from '@/lib/i18n';
import { wallet } from '@/locales/en/wallet';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('wallet', wallet, async () => (await import('@/locales/fil/wallet')).wallet);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
