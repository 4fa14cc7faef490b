import { addTexts } from '@/lib/i18n';
import { profileSettings } from '@/locales/en/profile-settings';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts(
  'profileSettings',
  profileSettings,
  async () => (await import('@/locales/fil/profile-settings')).profileSettings,
);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
