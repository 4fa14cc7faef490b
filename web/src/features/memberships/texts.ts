import { addTexts } from '@/lib/i18n';
import { memberships } from '@/locales/en/memberships';

// this feature's words come with its code (decision 0110): a page that does not use it never downloads them
addTexts('memberships', memberships, async () => (await import('@/locales/fil/memberships')).memberships);

export { i18n } from '@/lib/i18n';
export { Trans, useTranslation } from '@/lib/translation';
