import { useMutation } from '@tanstack/react-query';
import { retryResponse, type EmailRequest } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resendVerification = (body: EmailRequest) =>
  api.post('/v1/auth/verification/resend', { body, schema: retryResponse });

export const useResendVerification = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendVerification> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resendVerification });
