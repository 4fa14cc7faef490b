import { useMutation } from '@tanstack/react-query';
import { authCalls, type EmailRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const forgotPassword = (body: EmailRequest) => call(authCalls.forgotPassword, { body });

export const useForgotPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: forgotPassword });
