import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/**
 * GET /v1/profile/{page_url}/poll: the creator's open stream poll, which a gift may vote in. A page that
 * cannot be read has no poll to offer: the gift goes without one.
 */
export const useOpenPoll = (pageUrl: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery(
    queryOptions({
      queryKey: ['gifts', 'open-poll', pageUrl],
      queryFn: ({ signal }) => call(pollsCalls.forPage, { params: { page_url: pageUrl }, signal }),
      retry: false,
      enabled,
    }),
  );
