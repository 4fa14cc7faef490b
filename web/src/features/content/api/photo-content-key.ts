import type { QueryClient } from '@tanstack/react-query';

/**
 * Every list and post of the feature lives under this key: one invalidation refreshes them all. A module of
 * its own, without the contract's limits, so that a post's own page does not load the contract's schemas
 * (zod) for a key.
 */
export const photoContentKey = ['photo-content'] as const;
export const photoPostsKey = (pageUrl: string) => [...photoContentKey, 'posts', pageUrl] as const;

/** After a change: every cached list and post of the feature is asked again. */
export const invalidatePhotoContent = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: photoContentKey });
