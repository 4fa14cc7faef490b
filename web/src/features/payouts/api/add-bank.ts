import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddBankRequest,
  banksCalls,
  type otpChallengeResponse,
  type userBanksResponse,
} from '@pixel/contract';
import { type Answer, call, compact } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { userBanksQueryKey } from './get-user-banks';

export type BankAccountFields = Pick<
  AddBankRequest,
  'bank_slug' | 'account_name' | 'account_number' | 'mobile_number'
>;

/** The first step's fields: the account, and the app's code where two-factor sign-in is on. */
export type AddBankCodeRequest = BankAccountFields & Pick<AddBankRequest, 'two_factor_code'>;

// the `confirm` step answers a challenge; the step with the code answers the banks
type CodeSent = Answer<typeof otpChallengeResponse>;
type Banks = Answer<typeof userBanksResponse>;

// a field left empty is not sent (spec §5), and the server names it as missing
const send = (body: AddBankRequest) => call(banksCalls.add, { body: compact(body) });

/** The first step: the server checks the fields and sends a code to the mobile number. */
export const requestAddBankCode = async (fields: AddBankCodeRequest) =>
  ((await send({ ...fields, confirm: 1 })) as CodeSent).data;

/** The second step: the same fields with the code; the answer is the user's banks, the new one enabled. */
export const addBank = async (request: BankAccountFields & { otp_code: string; otp_token: string }) =>
  ((await send(request)) as Banks).data;

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
