import { useMutation } from '@tanstack/react-query';
import { authCalls, type EmailRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resendVerification = (body: EmailRequest) => call(authCalls.resendVerification, { body });

export const useResendVerification = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendVerification> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resendVerification });
