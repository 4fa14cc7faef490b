import { addTexts } from '@/lib/i18n';
import { accountDeletion } from '@/locales/en/account-deletion';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts(
  'accountDeletion',
  accountDeletion,
  async () => (await import('@/locales/fil/account-deletion')).accountDeletion,
);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
