import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsCalls, type PromoQuoteRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

/**
 * POST /v1/promo-codes/quote: the price a checkout will charge, before and after a code (or a member's
 * price of a post). A read, though sent as a POST: the same question answers the same until something
 * changes, so it is cached as a query.
 */
export const quotePrice = ({ quote, signal }: { quote: PromoQuoteRequest; signal?: AbortSignal }) =>
  call(promotionsCalls.quote, { body: quote, signal });

export const quoteQueryOptions = (quote: PromoQuoteRequest) =>
  queryOptions({
    queryKey: [
      'promo-quote',
      quote.page_url,
      quote.kind,
      quote.id,
      quote.months ?? 1,
      quote.amount ?? '',
      quote.promo_code ?? '',
    ],
    queryFn: ({ signal }) => quotePrice({ quote, signal }),
    // a refused code is an answer, not a failure to try again
    retry: false,
    staleTime: 0,
  });

export const useQuotePrice = (quote: PromoQuoteRequest, enabled: boolean) =>
  useQuery({ ...quoteQueryOptions(quote), enabled });
