import { addTexts } from '@/lib/i18n';
import { accountData } from '@/locales/en/account-data';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('accountData', accountData, async () => (await import('@/locales/fil/account-data')).accountData);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
