import type { QueryClient } from '@tanstack/react-query';
import type { Page, PublicGift, PublicProfile, User } from '@pixel/contract';
import { userQueryKey } from '@/features/auth';
import { profileQueryOptions } from '@/features/creator-page';
import { creatorGiftsQueryOptions } from '@/features/gifts';
import { isRecord } from '@/lib/is-record';

type PageData = { profile: PublicProfile; user: User | null; gifts?: Page<PublicGift> };

/** A page of gifts as the list keeps it: its items and the page numbers it goes on from. */
const isGiftsPage = (value: unknown): value is Page<PublicGift> =>
  isRecord(value) &&
  Array.isArray(value.data) &&
  isRecord(value.meta) &&
  value.meta.current_page === 1 &&
  typeof value.meta.last_page === 'number';

/**
 * The server wrote this data through the contract's schemas (`features/share/first-paint.ts`), so it is
 * checked only for the fields the cache keys use, not parsed again (decision 0036).
 */
function readPageData(value: unknown): PageData | undefined {
  if (!isRecord(value) || !isRecord(value.profile) || typeof value.profile.page_url !== 'string')
    return undefined;
  const { user } = value;
  if (user !== null && !(isRecord(user) && typeof user.id === 'string')) return undefined;
  return value as PageData;
}

/**
 * A creator page arrives with the answers its first screen needs (who is signed in, the profile and, on its
 * Home tab, the first gifts) in a script element (decision 0035): they go into the cache as if just fetched,
 * so the page draws at once instead of asking for them one after another. Anything unreadable is ignored:
 * the app then asks as usual.
 */
export function seedFromPage(client: QueryClient, doc: Document = document) {
  const element = doc.getElementById('pixel-data');
  if (!element) return;
  element.remove();
  let parsed: PageData | undefined;
  try {
    parsed = readPageData(JSON.parse(element.textContent ?? ''));
  } catch {
    return;
  }
  if (!parsed) return;
  client.setQueryData(userQueryKey, parsed.user);
  const viewer = parsed.user?.id ?? null;
  client.setQueryData(profileQueryOptions(parsed.profile.page_url, viewer).queryKey, parsed.profile);
  if (isGiftsPage(parsed.gifts)) {
    client.setQueryData(creatorGiftsQueryOptions(parsed.profile.page_url, viewer).queryKey, {
      pages: [parsed.gifts],
      pageParams: [1],
    });
  }
}
