import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LinkEWalletRequest,
  linkedAccountsCalls,
  type linkedAccountResponse,
  type otpChallengeResponse,
} from '@pixel/contract';
import { type Answer, call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { setLinkedAccount } from '../lib/linked-account-cache';

/** The e-wallet: the name it is registered to and its number (the 10 digits, 9XXXXXXXXX). */
export type EWalletFields = { account_name: string; mobile_number: string };

/** The first step's fields: the e-wallet, and the app's code where two-factor sign-in is on. */
export type EWalletCodeRequest = EWalletFields & Pick<LinkEWalletRequest, 'two_factor_code'>;

// the `confirm` step answers a challenge; the step with the code answers the linked account
type CodeSent = Answer<typeof otpChallengeResponse>;
type Linked = Answer<typeof linkedAccountResponse>;

/** The first step: the server checks the account is free and sends a code to the number. */
export const requestEWalletCode = async (fields: EWalletCodeRequest) =>
  ((await call(linkedAccountsCalls.linkEWallet, { body: { ...fields, confirm: 1 } })) as CodeSent).data;

/** The second step: the same fields with the code; the answer is the linked account. */
export const linkEWallet = async (request: EWalletFields & { otp_code: string; otp_token: string }) =>
  ((await call(linkedAccountsCalls.linkEWallet, { body: request })) as Linked).data;

export const useRequestEWalletCode = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof requestEWalletCode> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: requestEWalletCode });

export const useLinkEWallet = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof linkEWallet> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: linkEWallet,
    onSuccess: (account, ...rest) => {
      setLinkedAccount(queryClient, account);
      return onSuccess?.(account, ...rest);
    },
  });
};
