import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ResetPasswordRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  api.post('/v1/auth/password/reset', { body, schema: messageResponse });

export const useResetPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resetPassword });
