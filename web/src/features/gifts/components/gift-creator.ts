import type { PublicProfile } from '@pixel/contract';

/** The creator a gift goes to, as the gift modals show them. */
export type GiftCreator = Pick<PublicProfile, 'page_url' | 'page_name' | 'avatar' | 'avatar_variants'>;

/** A goal a gift is for (the My Goals tab's 'Support this goal'). */
export type GiftGoal = { id: string; title: string };

/**
 * Where the checkout sends the supporter back to; the server adds `reference=<ref>` to both. A goal gift
 * comes back to the My Goals tab.
 */
export const giftRedirectUrls = (pageUrl: string, goal?: GiftGoal) => {
  const page = `${window.location.origin}/${pageUrl}${goal ? '/my-goals' : ''}`;
  return { success_redirect_url: `${page}?gift=sent`, failure_redirect_url: `${page}?gift=cancelled` };
};
