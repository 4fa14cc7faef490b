import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const taxDetailsKey = ['tax-details'] as const;

/** GET /v1/user/tax: the TIN (masked) and certificate on file, this year's remittances and withholding. */
export const taxDetailsQueryOptions = () =>
  queryOptions({
    queryKey: taxDetailsKey,
    queryFn: ({ signal }) => call(taxCalls.details, { signal }),
  });

export const useTaxDetails = () => useQuery(taxDetailsQueryOptions());
