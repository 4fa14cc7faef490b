import { queryOptions, useQuery } from '@tanstack/react-query';
import type { transactionDetailResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

export const getTransaction = async ({
  transactionNo,
  signal,
}: {
  transactionNo: string;
  signal?: AbortSignal;
}) =>
  (
    await api.get<typeof transactionDetailResponse>(
      `/v1/user/transactions/${encodeURIComponent(transactionNo)}`,
      {
        signal,
      },
    )
  ).data;

export const transactionQueryOptions = (transactionNo: string) =>
  queryOptions({
    queryKey: ['transactions', 'detail', transactionNo],
    queryFn: ({ signal }) => getTransaction({ transactionNo, signal }),
  });

export const useTransaction = (transactionNo: string) => useQuery(transactionQueryOptions(transactionNo));
