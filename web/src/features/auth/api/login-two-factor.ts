import { useMutation } from '@tanstack/react-query';
import { authCalls, type LoginTwoFactorRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/auth/login/two-factor: the second step of a sign-in, with the password step's token. */
export const loginTwoFactor = (body: LoginTwoFactorRequest) => call(authCalls.loginTwoFactor, { body });

export const useLoginTwoFactor = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof loginTwoFactor> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: loginTwoFactor });
