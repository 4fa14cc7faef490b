import { useMutation } from '@tanstack/react-query';
import type { otpResendResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** A new code for the same challenge. Too early answers 429 with `data.retry_in_seconds`. */
export const resendOtp = async ({ otpToken }: { otpToken: string }) =>
  (await api.post<typeof otpResendResponse>('/v1/user/otp/resend', { body: { otp_token: otpToken } })).data;

export const useResendOtp = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendOtp> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resendOtp });
