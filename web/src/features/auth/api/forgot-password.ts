import { useMutation } from '@tanstack/react-query';
import { messageResponse, type EmailRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const forgotPassword = (body: EmailRequest) =>
  api.post('/v1/auth/password/forgot', { body, schema: messageResponse });

export const useForgotPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: forgotPassword });
