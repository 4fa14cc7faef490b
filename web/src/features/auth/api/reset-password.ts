import { useMutation } from '@tanstack/react-query';
import { authCalls, type ResetPasswordRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resetPassword = (body: ResetPasswordRequest) => call(authCalls.resetPassword, { body });

export const useResetPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resetPassword });
