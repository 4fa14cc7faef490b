import { useInfiniteQuery } from '@tanstack/react-query';
import type { PageMeta, viewerListQueryOptions } from '@/lib/pagination';
import { useUser } from './get-user';

/**
 * A list whose pages depend on who looks (`viewerListQueryOptions`), asked once it is known who that is.
 * `queryKey` is the key of the list this person sees, for changing one of its items in the cache.
 */
export function useViewerList<TPage extends PageMeta, const TKey extends readonly unknown[]>(
  optionsFor: (viewer: string | null) => ReturnType<typeof viewerListQueryOptions<TPage, TKey>>,
) {
  const user = useUser();
  const options = optionsFor(user.data?.id ?? null);
  const list = useInfiniteQuery({ ...options, enabled: !user.isPending });
  return { list, queryKey: options.queryKey };
}
