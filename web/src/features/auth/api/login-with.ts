import { useMutation } from '@tanstack/react-query';
import type { loginWithResponse } from '@pixel/contract';
import type { LoginWithRequest } from '@pixel/contract';
import { api, compact } from '@/lib/api-client';
import { currentCampaign } from '@/lib/campaign';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Starts sign-in through the e-payment provider, with the campaign the visitor came from; the browser then
 * goes to `authentication_url`.
 */
export const loginWith = (body: LoginWithRequest) =>
  // empty values are dropped (spec §7)
  api.post<typeof loginWithResponse>('/v1/auth/login/with', {
    body: compact({ ...currentCampaign(), ...body }),
  });

export const useLoginWith = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof loginWith> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: loginWith });
