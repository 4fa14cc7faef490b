import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MobileNumberRequest, otpChallengeResponse, userBanksResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { userBanksQueryKey } from './get-user-banks';

const path = '/v1/user/transactions/payout/add/mobilenumber';

/** The new number: the 10 digits (9XXXXXXXXX). */
export type MobileNumberFields = { mobile_number: string };

/** The first step's fields: the number, and the app's code where two-factor sign-in is on. */
export type MobileNumberCodeRequest = MobileNumberFields & Pick<MobileNumberRequest, 'two_factor_code'>;

/** The first step: sends a code to the number on file. */
export const requestMobileNumberCode = async (fields: MobileNumberCodeRequest) =>
  (await api.put<typeof otpChallengeResponse>(path, { body: { ...fields, confirm: 1 } })).data;

/** The second step: the number with its code; the server sets it on every bank and answers with them. */
export const updateMobileNumber = async (
  request: MobileNumberFields & { otp_code: string; otp_token: string },
) => (await api.put<typeof userBanksResponse>(path, { body: request })).data;

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
