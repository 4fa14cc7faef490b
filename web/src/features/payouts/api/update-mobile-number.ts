import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  banksCalls,
  type MobileNumberRequest,
  type otpChallengeResponse,
  type userBanksResponse,
} from '@pixel/contract';
import { type Answer, call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { userBanksQueryKey } from './get-user-banks';

/** The new number: the 10 digits (9XXXXXXXXX). */
export type MobileNumberFields = { mobile_number: string };

/** The first step's fields: the number, and the app's code where two-factor sign-in is on. */
export type MobileNumberCodeRequest = MobileNumberFields & Pick<MobileNumberRequest, 'two_factor_code'>;

// the `confirm` step answers a challenge; the step with the code answers the banks
type CodeSent = Answer<typeof otpChallengeResponse>;
type Banks = Answer<typeof userBanksResponse>;

/** The first step: sends a code to the number on file. */
export const requestMobileNumberCode = async (fields: MobileNumberCodeRequest) =>
  ((await call(banksCalls.updateMobileNumber, { body: { ...fields, confirm: 1 } })) as CodeSent).data;

/** The second step: the number with its code; the server sets it on every bank and answers with them. */
export const updateMobileNumber = async (
  request: MobileNumberFields & { otp_code: string; otp_token: string },
) => ((await call(banksCalls.updateMobileNumber, { body: request })) as Banks).data;

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
