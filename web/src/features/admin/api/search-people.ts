import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export type PeopleSearch = { search: string; page: number };

/** GET /v1/admin/users: the people whose email, page, name, mobile number or a reference matches. */
export const searchPeople = ({ search, page, signal }: PeopleSearch & { signal?: AbortSignal }) =>
  call(adminCalls.search, { query: { search, page }, signal });

export const peopleQueryOptions = (params: PeopleSearch) =>
  queryOptions({
    queryKey: ['admin', 'people', params],
    queryFn: ({ signal }) => searchPeople({ ...params, signal }),
    // a blank search is refused by the server: nothing is asked until there is one
    enabled: params.search.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePeopleSearch = (params: PeopleSearch) => useQuery(peopleQueryOptions(params));
