import { queryOptions, useQuery } from '@tanstack/react-query';
import type { taxDetailsResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

export const taxDetailsKey = ['tax-details'] as const;

/** GET /v1/user/tax: the TIN (masked) and certificate on file, this year's remittances and withholding. */
export const taxDetailsQueryOptions = () =>
  queryOptions({
    queryKey: taxDetailsKey,
    queryFn: ({ signal }) => api.get<typeof taxDetailsResponse>('/v1/user/tax', { signal }),
  });

export const useTaxDetails = () => useQuery(taxDetailsQueryOptions());
