import { useMutation } from '@tanstack/react-query';
import { authCalls, type LoginWithRequest } from '@pixel/contract';
import { call, compact } from '@/lib/api-client';
import { currentCampaign } from '@/lib/campaign';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Starts sign-in through the e-payment provider, with the campaign the visitor came from; the browser then
 * goes to `authentication_url`.
 */
export const loginWith = ({ platform, ...rest }: LoginWithRequest) =>
  // empty values are dropped (spec §7); the platform is never empty
  call(authCalls.loginWith, { body: { ...compact({ ...currentCampaign(), ...rest }), platform } });

export const useLoginWith = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof loginWith> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: loginWith });
