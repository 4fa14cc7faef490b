import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { buildUrl, call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';
import { membershipsKey } from './get-tiers';

/** The members list's filters; the export takes the same ones. */
export type MembersFilters = { search?: string; tier_id?: string; status?: 'active' | 'lapsed' };

/** 12 members a page (issue: memberships). */
export const membersPageSize = 12;

/** GET /v1/user/members */
export const getMembers = ({
  filters,
  page,
  signal,
}: {
  filters: MembersFilters;
  page: number;
  signal?: AbortSignal;
}) => call(membershipsCalls.members, { query: { ...filters, page, per_page: membersPageSize }, signal });

export const membersQueryOptions = (filters: MembersFilters) =>
  infiniteQueryOptions({
    queryKey: [...membershipsKey, 'members', filters],
    queryFn: ({ pageParam, signal }) => getMembers({ filters, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // a new search or filter replaces the rows shown without flashing the skeleton
    placeholderData: keepPreviousData,
  });

export const useMembers = (filters: MembersFilters) => useInfiniteQuery(membersQueryOptions(filters));

/** GET /v1/user/members/export: the members as a CSV file, with the filters of the list on screen. */
export const membersExportUrl = (filters: MembersFilters) =>
  buildUrl(membershipsCalls.membersExport.path, filters);
