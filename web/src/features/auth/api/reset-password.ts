import { useMutation } from '@tanstack/react-query';
import type { messageResponse } from '@pixel/contract';
import type { ResetPasswordRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  api.post<typeof messageResponse>('/v1/auth/password/reset', { body });

export const useResetPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resetPassword });
