import { useMutation } from '@tanstack/react-query';
import { otpCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Checks a code without using it up; a wrong one answers 422 OTPCodeInvalidException. */
export const verifyOtp = ({ otpCode, otpToken }: { otpCode: string; otpToken: string }) =>
  call(otpCalls.verify, { body: { otp_code: otpCode, otp_token: otpToken } });

export const useVerifyOtp = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof verifyOtp> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: verifyOtp });
