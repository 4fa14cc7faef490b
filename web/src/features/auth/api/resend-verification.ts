import { useMutation } from '@tanstack/react-query';
import type { retryResponse } from '@pixel/contract';
import type { EmailRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resendVerification = (body: EmailRequest) =>
  api.post<typeof retryResponse>('/v1/auth/verification/resend', { body });

export const useResendVerification = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendVerification> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resendVerification });
