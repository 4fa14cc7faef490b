import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { otpChallengeResponse, userBanksResponse } from '@pixel/contract';
import type { AddBankRequest } from '@pixel/contract';
import { api, compact } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { userBanksQueryKey } from './get-user-banks';

export type BankAccountFields = Pick<
  AddBankRequest,
  'bank_slug' | 'account_name' | 'account_number' | 'mobile_number'
>;

/** The first step's fields: the account, and the app's code where two-factor sign-in is on. */
export type AddBankCodeRequest = BankAccountFields & Pick<AddBankRequest, 'two_factor_code'>;

/** The first step: the server checks the fields and sends a code to the mobile number. */
export const requestAddBankCode = async (fields: AddBankCodeRequest) =>
  (
    await api.post<typeof otpChallengeResponse>('/v1/user/banks/add/bank', {
      body: compact({ ...fields, confirm: 1 }),
    })
  ).data;

/** The second step: the same fields with the code; the answer is the user's banks, the new one enabled. */
export const addBank = async (request: BankAccountFields & { otp_code: string; otp_token: string }) =>
  (await api.post<typeof userBanksResponse>('/v1/user/banks/add/bank', { body: compact(request) })).data;

export const useRequestAddBankCode = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestAddBankCode> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: requestAddBankCode });

export const useAddBank = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addBank> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: addBank,
    onSuccess: (banks, ...rest) => {
      queryClient.setQueryData(userBanksQueryKey, banks);
      return onSuccess?.(banks, ...rest);
    },
  });
};
