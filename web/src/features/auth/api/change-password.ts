import { useMutation } from '@tanstack/react-query';
import { authCalls, type ChangePasswordRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/user/password: every other browser is signed out; this one stays signed in. */
export const changePassword = (body: ChangePasswordRequest) => call(authCalls.changePassword, { body });

export const useChangePassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: changePassword });
