import { addTexts } from '@/lib/i18n';
import { membershipsSupporter } from '@/locales/en/memberships-supporter';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts(
  'membershipsSupporter',
  membershipsSupporter,
  async () => (await import('@/locales/fil/memberships-supporter')).membershipsSupporter,
);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
