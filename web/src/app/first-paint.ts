import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { publicProfile, user } from '@pixel/contract';
import { userQueryKey } from '@/features/auth';
import { profileQueryOptions } from '@/features/creator-page';

const pageData = z.object({ profile: publicProfile, user: user.nullable() });

/**
 * A creator page arrives with the answers its first screen needs (who is signed in, the profile) in a
 * script element (decision 0035): they go into the cache as if just fetched, so the page draws at once
 * instead of asking for them one after another. Anything unreadable is ignored: the app then asks as usual.
 */
export function seedFromPage(client: QueryClient, doc: Document = document) {
  const element = doc.getElementById('pixel-data');
  if (!element) return;
  element.remove();
  let parsed: z.infer<typeof pageData>;
  try {
    parsed = pageData.parse(JSON.parse(element.textContent ?? ''));
  } catch {
    return;
  }
  client.setQueryData(userQueryKey, parsed.user);
  client.setQueryData(
    profileQueryOptions(parsed.profile.page_url, parsed.user?.id ?? null).queryKey,
    parsed.profile,
  );
}
