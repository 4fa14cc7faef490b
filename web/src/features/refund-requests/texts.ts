import { addTexts } from '@/lib/i18n';
import { refundRequests } from '@/locales/en/refund-requests';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts(
  'refundRequests',
  refundRequests,
  async () => (await import('@/locales/fil/refund-requests')).refundRequests,
);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
