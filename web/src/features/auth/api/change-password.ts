import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, messageResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/user/password: every other browser is signed out; this one stays signed in. */
export const changePassword = (body: ChangePasswordRequest) =>
  api.post<typeof messageResponse>('/v1/user/password', { body });

export const useChangePassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: changePassword });
