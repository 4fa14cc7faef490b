import { useOutletContext } from 'react-router';
import type { PublicProfile } from '@pixel/contract';
import type { GiftCreator } from '@/features/gifts';

/**
 * The creator page menu of spec §2 (name, slug), in order. Home is the page's own address. Membership shows
 * only while the creator has a tier to join.
 */
export const creatorTabs = [
  { name: 'Home', slug: 'home' },
  { name: 'Membership', slug: 'membership' },
  { name: 'My Goals', slug: 'my-goals' },
  { name: 'Ask Me Anything', slug: 'question-and-answer' },
  { name: 'Snap', slug: 'pixel-snap' },
  { name: 'Bloc', slug: 'pixel-bloc' },
  // the creator's products (issue #67, decision 0159)
  { name: 'Shop', slug: 'shop' },
] as const;

export type CreatorTab = (typeof creatorTabs)[number];
export type CreatorTabSlug = CreatorTab['slug'];

/** `/maria` for Home, `/maria/my-goals` for the others. */
export const creatorTabPath = (pageUrl: string, slug: CreatorTabSlug) =>
  slug === 'home' ? `/${pageUrl}` : `/${pageUrl}/${slug}`;

/** What the creator page gives the tab under it. */
export type CreatorPageContext = { profile: PublicProfile; creator: GiftCreator };

export const useCreatorPageContext = () => useOutletContext<CreatorPageContext>();

/**
 * A post page's page address. The post of someone the creator blocked opens without the page around it
 * (their purchases stay theirs, decision 0045), so there may be no profile, only the address.
 */
export const usePostPageUrl = () => {
  const context = useOutletContext<Partial<CreatorPageContext> & { pageUrl?: string }>();
  return context.profile?.page_url ?? context.pageUrl ?? '';
};
