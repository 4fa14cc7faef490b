import { useMutation } from '@tanstack/react-query';
import type { messageResponse } from '@pixel/contract';
import type { EmailRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const forgotPassword = (body: EmailRequest) =>
  api.post<typeof messageResponse>('/v1/auth/password/forgot', { body });

export const useForgotPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: forgotPassword });
