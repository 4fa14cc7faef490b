import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const getTransaction = async ({
  transactionNo,
  signal,
}: {
  transactionNo: string;
  signal?: AbortSignal;
}) => (await call(walletCalls.transaction, { params: { transaction_no: transactionNo }, signal })).data;

export const transactionQueryOptions = (transactionNo: string) =>
  queryOptions({
    queryKey: ['transactions', 'detail', transactionNo],
    queryFn: ({ signal }) => getTransaction({ transactionNo, signal }),
  });

export const useTransaction = (transactionNo: string) => useQuery(transactionQueryOptions(transactionNo));
