import type { PublicProfile } from '@pixel/contract';

/** The creator a gift goes to, as the gift modals show them. */
export type GiftCreator = Pick<PublicProfile, 'page_url' | 'page_name' | 'avatar'>;

/** Where the checkout sends the supporter back to; the server adds `reference=<ref>` to both. */
export const giftRedirectUrls = (pageUrl: string) => {
  const page = `${window.location.origin}/${pageUrl}`;
  return { success_redirect_url: `${page}?gift=sent`, failure_redirect_url: `${page}?gift=cancelled` };
};
