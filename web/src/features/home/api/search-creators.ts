import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { profilesCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const creatorSearchPageSize = 12;

export const searchCreators = ({ search, signal }: { search: string; signal?: AbortSignal }) =>
  call(profilesCalls.search, {
    query: { search, per_page: creatorSearchPageSize },
    signal,
  });

/** Creators whose page name or page address contains `search`. */
export const creatorSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['profiles', 'search', { search }],
    queryFn: ({ signal }) => searchCreators({ search, signal }),
    // the list stays on screen while the next letters are looked up
    placeholderData: keepPreviousData,
  });

/** Asked once there is something to look for. */
export const useCreatorSearch = (search: string, enabled = search.length > 0) =>
  useQuery({ ...creatorSearchQueryOptions(search), enabled });
