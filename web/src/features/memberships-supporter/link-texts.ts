import { addTexts } from '@/lib/i18n';
import { membershipLinks } from '@/locales/en/membership-links';

// stay or go's words (a mail's link page, what cancelling offers, pausing) come with its code (decision 0110)
addTexts(
  'membershipLinks',
  membershipLinks,
  async () => (await import('@/locales/fil/membership-links')).membershipLinks,
);

export { i18n } from '@/lib/i18n';
export { useTranslation } from '@/lib/translation';
