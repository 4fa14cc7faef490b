import { useMutation, useQueryClient } from '@tanstack/react-query';
import { banksCalls, type SupportPayoutChange } from '@pixel/contract';
import { call, isApiError } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { supportPayoutChangesQueryKey } from './get-support-payout-changes';
import { userBanksQueryKey } from './get-user-banks';

/**
 * The creator's code for a change support entered: the change takes effect now. A wrong or expired code
 * answers 422 OTPCodeInvalidException; a change confirmed or withdrawn meanwhile answers 404.
 */
export const confirmSupportPayoutChange = async ({
  id,
  otpCode,
  otpToken,
}: {
  id: string;
  otpCode: string;
  otpToken: string;
}) =>
  (
    await call(banksCalls.confirmSupportChange, {
      params: { id },
      body: { otp_code: otpCode, otp_token: otpToken },
    })
  ).data;

export const useConfirmSupportPayoutChange = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof confirmSupportPayoutChange> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: confirmSupportPayoutChange,
    onSuccess: (answer, variables, ...rest) => {
      // the answer's banks show at once; the list is read again, as after any change of where money goes
      queryClient.setQueryData(userBanksQueryKey, answer.banks);
      void queryClient.invalidateQueries({ queryKey: userBanksQueryKey });
      queryClient.setQueryData<SupportPayoutChange[]>(supportPayoutChangesQueryKey, (changes) =>
        changes?.filter((change) => change.id !== variables.id),
      );
      return onSuccess?.(answer, variables, ...rest);
    },
    onSettled: (answer, error, ...rest) => {
      // a wrong code changes nothing; anything else (confirmed in another tab, withdrawn) reads the list again
      if (!isApiError(error, 'OTPCodeInvalidException')) {
        void queryClient.invalidateQueries({ queryKey: supportPayoutChangesQueryKey });
      }
      return onSettled?.(answer, error, ...rest);
    },
  });
};
