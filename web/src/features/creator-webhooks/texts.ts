import { addTexts } from '@/lib/i18n';
import { creatorWebhooks } from '@/locales/en/creator-webhooks';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts(
  'creatorWebhooks',
  creatorWebhooks,
  async () => (await import('@/locales/fil/creator-webhooks')).creatorWebhooks,
);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
