import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { profileSearchResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

export const creatorSearchPageSize = 12;

export const searchCreators = ({ search, signal }: { search: string; signal?: AbortSignal }) =>
  api.get<typeof profileSearchResponse>('/v1/profiles', {
    query: { search: search || undefined, per_page: creatorSearchPageSize },
    signal,
  });

/** Creators whose page name or page address contains `search`; with none, the most followed to explore. */
export const creatorSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['profiles', 'search', { search }],
    queryFn: ({ signal }) => searchCreators({ search, signal }),
    // the list stays on screen while the next letters are looked up
    placeholderData: keepPreviousData,
  });

export const useCreatorSearch = (search: string) => useQuery(creatorSearchQueryOptions(search));
