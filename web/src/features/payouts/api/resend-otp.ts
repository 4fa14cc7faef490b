import { useMutation } from '@tanstack/react-query';
import { otpCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** A new code for the same challenge. Too early answers 429 with `data.retry_in_seconds`. */
export const resendOtp = async ({ otpToken }: { otpToken: string }) =>
  (await call(otpCalls.resend, { body: { otp_token: otpToken } })).data;

export const useResendOtp = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendOtp> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resendOtp });
