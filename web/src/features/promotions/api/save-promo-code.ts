import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionsCalls, type PromoCodeRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { promoCodesKey } from './get-promo-codes';

/** POST /v1/user/promo-codes */
export const createPromoCode = (code: PromoCodeRequest) => call(promotionsCalls.create, { body: code });

/** PUT /v1/user/promo-codes/{id}: replaces every field. */
export const updatePromoCode = ({ id, code }: { id: string; code: PromoCodeRequest }) =>
  call(promotionsCalls.update, { params: { id }, body: code });

/** POST /v1/user/promo-codes/{id}/archive: nobody uses the code again. */
export const archivePromoCode = (id: string) => call(promotionsCalls.archive, { params: { id } });

function useRefreshCodes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promoCodesKey });
}

export function useCreatePromoCode() {
  const refresh = useRefreshCodes();
  // the form marks the fields of a failure itself
  return useMutation({ mutationFn: createPromoCode, onSuccess: refresh, onError: () => undefined });
}

export function useUpdatePromoCode() {
  const refresh = useRefreshCodes();
  return useMutation({ mutationFn: updatePromoCode, onSuccess: refresh, onError: () => undefined });
}

export function useArchivePromoCode() {
  const refresh = useRefreshCodes();
  return useMutation({ mutationFn: archivePromoCode, onSuccess: refresh });
}
