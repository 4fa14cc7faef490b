import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { refundRequestsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** Every list of refund requests lives under this key, so an answer refreshes them all. */
export const refundRequestsKey = ['refund-requests'] as const;

export type RefundRequestsSide = 'asked' | 'received';

/** GET /v1/user/refund-requests: those the person asked, or those that came to them as a creator. */
export const getRefundRequests = ({
  side,
  page,
  signal,
}: {
  side: RefundRequestsSide;
  page: number;
  signal?: AbortSignal;
}) => call(refundRequestsCalls.list, { query: { side, page }, signal });

export const refundRequestsQueryOptions = (side: RefundRequestsSide, page: number) =>
  queryOptions({
    queryKey: [...refundRequestsKey, side, page],
    queryFn: ({ signal }) => getRefundRequests({ side, page, signal }),
    placeholderData: keepPreviousData,
    // a request waits 3 days at most for its answer: the list is read fresh each time it opens
    staleTime: 0,
  });

export const useRefundRequests = (side: RefundRequestsSide, page: number) =>
  useQuery(refundRequestsQueryOptions(side, page));
