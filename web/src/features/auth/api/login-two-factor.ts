import { useMutation } from '@tanstack/react-query';
import type { LoginTwoFactorRequest, loginResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/auth/login/two-factor: the second step of a sign-in, with the password step's token. */
export const loginTwoFactor = (body: LoginTwoFactorRequest) =>
  api.post<typeof loginResponse>('/v1/auth/login/two-factor', { body });

export const useLoginTwoFactor = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof loginTwoFactor> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: loginTwoFactor });
