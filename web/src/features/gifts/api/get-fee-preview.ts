import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsCalls, type FeePreviewQuery } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** GET /v1/payments/fee-preview: what the creator receives of an amount ("Maria receives ₱95.00"). */
export const getFeePreview = async ({ query, signal }: { query: FeePreviewQuery; signal?: AbortSignal }) =>
  (
    await call(paymentsCalls.feePreview, {
      query: { kind: query.kind, amount: String(query.amount), page_url: query.page_url },
      signal,
    })
  ).data;

export const feePreviewQueryOptions = (query: FeePreviewQuery) =>
  queryOptions({
    // the line is written in the reader's language: one switched reads it anew
    queryKey: ['fee-preview', query.kind, String(query.amount), query.page_url, currentLanguage()],
    queryFn: ({ signal }) => getFeePreview({ query, signal }),
    staleTime: 60_000,
  });

export const useFeePreview = (query: FeePreviewQuery, options: { enabled?: boolean } = {}) =>
  useQuery({ ...feePreviewQueryOptions(query), enabled: options.enabled ?? true });
