import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** Everything the creator's promo codes page reads lives under `['promo-codes']`. */
export const promoCodesKey = ['promo-codes'] as const;

/** GET /v1/user/promo-codes: the creator's codes with their uses, newest first, archived last. */
export const getPromoCodes = ({ signal }: { signal?: AbortSignal }) => call(promotionsCalls.list, { signal });

export const usePromoCodes = () =>
  useQuery(queryOptions({ queryKey: promoCodesKey, queryFn: ({ signal }) => getPromoCodes({ signal }) }));
