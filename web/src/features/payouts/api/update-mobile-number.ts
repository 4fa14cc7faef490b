import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { otpChallengeResponse, userBanksResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { userBanksQueryKey } from './get-user-banks';

const path = '/v1/user/transactions/payout/add/mobilenumber';

/** The first step: sends a code to the new number. `mobileNumber` is the 10 digits (9XXXXXXXXX). */
export const requestMobileNumberCode = async ({ mobileNumber }: { mobileNumber: string }) =>
  (await api.put<typeof otpChallengeResponse>(path, { body: { mobile_number: mobileNumber, confirm: 1 } }))
    .data;

/** The second step: the number with its code; the server sets it on every bank and answers with them. */
export const updateMobileNumber = async ({
  mobileNumber,
  otpCode,
  otpToken,
}: {
  mobileNumber: string;
  otpCode: string;
  otpToken: string;
}) =>
  (
    await api.put<typeof userBanksResponse>(path, {
      body: { mobile_number: mobileNumber, otp_code: otpCode, otp_token: otpToken },
    })
  ).data;

export const useRequestMobileNumberCode = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestMobileNumberCode> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: requestMobileNumberCode });

export const useUpdateMobileNumber = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateMobileNumber> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateMobileNumber,
    onSuccess: (banks, ...rest) => {
      queryClient.setQueryData(userBanksQueryKey, banks);
      return onSuccess?.(banks, ...rest);
    },
  });
};
