import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { walletCalls, type transactionsQuery } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** The query of the list once parsed: page and per_page are numbers (the contract's input type is loose). */
export type TransactionsParams = z.output<typeof transactionsQuery>;

export const getTransactions = ({ query, signal }: { query: TransactionsParams; signal?: AbortSignal }) =>
  call(walletCalls.transactions, { query, signal });

export const transactionsQueryOptions = (query: TransactionsParams) =>
  queryOptions({
    queryKey: ['transactions', 'list', query],
    queryFn: ({ signal }) => getTransactions({ query, signal }),
    // the next page or search result replaces the current one without flashing the skeleton
    placeholderData: keepPreviousData,
  });

export const useTransactions = (query: TransactionsParams) => useQuery(transactionsQueryOptions(query));
