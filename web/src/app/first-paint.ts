import type { QueryClient } from '@tanstack/react-query';
import type {
  balanceResponse,
  DashboardFirstCall,
  homeResponse,
  Page,
  PublicGift,
  PublicProfile,
  publicProfileResponse,
  refundRequestsPage,
  twoFactorStatusResponse,
  unreadCountResponse,
  User,
} from '@pixel/contract';
import { userQueryKey } from '@/features/auth';
import { profileQueryOptions } from '@/features/creator-page';
import { creatorGiftsQueryOptions } from '@/features/gifts';
// by their paths, not the features' indexes: a creator page's visitors download these few lines of the
// dashboard's queries, not its cards
import { unreadCountQueryOptions } from '@/features/notifications/api/notifications';
import { refundRequestsQueryOptions } from '@/features/refund-requests/api/get-refund-requests';
import { homeQueryOptions } from '@/features/supported/api/get-home';
import { twoFactorStatusOptions } from '@/features/two-factor/api/two-factor';
import { balanceQueryOptions, phpBalance } from '@/features/wallet/api/get-balance';
import type { Answer } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

type CreatorPageData = { profile: PublicProfile; user: User | null; gifts?: Page<PublicGift> };
type DashboardData = { user: User; answers: Partial<Record<DashboardFirstCall, unknown>> };

/** A page of gifts as the list keeps it: its items and the page numbers it goes on from. */
const isGiftsPage = (value: unknown): value is Page<PublicGift> =>
  isRecord(value) &&
  Array.isArray(value.data) &&
  isRecord(value.meta) &&
  value.meta.current_page === 1 &&
  typeof value.meta.last_page === 'number';

/**
 * Where each answer a creator's dashboard comes with goes (decision 0138): into the query that makes that
 * call, in the shape that query keeps, as if it had just asked.
 */
const dashboardAnswers = {
  '/v1/user/notifications/unread-count': (client, answer: Answer<typeof unreadCountResponse>) =>
    client.setQueryData(unreadCountQueryOptions().queryKey, answer),
  '/v1/user/home': (client, answer: Answer<typeof homeResponse>) =>
    client.setQueryData(homeQueryOptions().queryKey, answer),
  '/v1/user/balance': (client, answer: Answer<typeof balanceResponse>) =>
    client.setQueryData(balanceQueryOptions().queryKey, phpBalance(answer)),
  '/v1/user/two-factor': (client, answer: Answer<typeof twoFactorStatusResponse>) =>
    client.setQueryData(twoFactorStatusOptions().queryKey, answer),
  '/v1/user/refund-requests?side=received&page=1': (client, answer: Answer<typeof refundRequestsPage>) =>
    client.setQueryData(refundRequestsQueryOptions('received', 1).queryKey, answer),
  '/v1/profile/:pageUrl': (client, answer: Answer<typeof publicProfileResponse>, user) =>
    client.setQueryData(profileQueryOptions(user.profile.page_url, user.id).queryKey, answer.data),
} satisfies { [C in DashboardFirstCall]: (client: QueryClient, answer: never, user: User) => unknown };

/**
 * The server wrote this data through the contract's schemas (`server/src/web/first-paint.ts`, and for the
 * dashboard the API's own answers), so it is checked only for the fields the cache keys use, not parsed
 * again (decision 0036).
 */
function readPageData(value: unknown): CreatorPageData | DashboardData | undefined {
  if (!isRecord(value)) return undefined;
  const { user } = value;
  if (isRecord(value.answers)) {
    const signedIn =
      isRecord(user) &&
      typeof user.id === 'string' &&
      isRecord(user.profile) &&
      typeof user.profile.page_url === 'string';
    return signedIn ? (value as DashboardData) : undefined;
  }
  if (!isRecord(value.profile) || typeof value.profile.page_url !== 'string') return undefined;
  if (user !== null && !(isRecord(user) && typeof user.id === 'string')) return undefined;
  return value as CreatorPageData;
}

/**
 * A creator page arrives with the answers its first screen needs (who is signed in, the profile and, on its
 * Home tab, the first gifts) in a script element (decision 0035), and a creator's dashboard with who is
 * signed in and the answers of the calls its first screen makes (decision 0138): they go into the cache as
 * if just fetched, so the page draws at once instead of asking for them one after another. Anything
 * unreadable is ignored: the app then asks as usual.
 */
export function seedFromPage(client: QueryClient, doc: Document = document) {
  const element = doc.getElementById('pixel-data');
  if (!element) return;
  element.remove();
  let parsed: CreatorPageData | DashboardData | undefined;
  try {
    parsed = readPageData(JSON.parse(element.textContent ?? ''));
  } catch {
    return;
  }
  if (!parsed) return;
  client.setQueryData(userQueryKey, parsed.user);
  if ('answers' in parsed) {
    for (const [call, answer] of Object.entries(parsed.answers)) {
      if (!Object.hasOwn(dashboardAnswers, call) || !isRecord(answer) || !('data' in answer)) continue;
      const seed = dashboardAnswers[call as DashboardFirstCall] as (
        client: QueryClient,
        answer: unknown,
        user: User,
      ) => unknown;
      seed(client, answer, parsed.user);
    }
    return;
  }
  const viewer = parsed.user?.id ?? null;
  client.setQueryData(profileQueryOptions(parsed.profile.page_url, viewer).queryKey, parsed.profile);
  if (isGiftsPage(parsed.gifts)) {
    client.setQueryData(creatorGiftsQueryOptions(parsed.profile.page_url, viewer).queryKey, {
      pages: [parsed.gifts],
      pageParams: [1],
    });
  }
}
