import { useMutation } from '@tanstack/react-query';
import type { otpVerifyResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Checks a code without using it up; a wrong one answers 422 OTPCodeInvalidException. */
export const verifyOtp = ({ otpCode, otpToken }: { otpCode: string; otpToken: string }) =>
  api.post<typeof otpVerifyResponse>('/v1/user/otp/verify', {
    body: { otp_code: otpCode, otp_token: otpToken },
  });

export const useVerifyOtp = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof verifyOtp> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: verifyOtp });
