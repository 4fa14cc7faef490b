import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorCalls, type TotpStartRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';

const twoFactorKey = ['two-factor'] as const;

/** GET /v1/user/two-factor: whether sign-in asks for a code, and the recovery codes left. */
export const twoFactorStatusOptions = () =>
  queryOptions({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => call(twoFactorCalls.status, { signal }),
  });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusOptions());

/** A change of two-factor sign-in: the status is read again once it is done. */
function useTwoFactorChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

/**
 * POST /v1/user/two-factor/totp: a new key for the authenticator app; an account with passkeys sends one's
 * answer, `two_factor_passkey` (decision 0122).
 */
export const useStartTotp = () =>
  useMutation({
    mutationFn: (body: TotpStartRequest) => call(twoFactorCalls.startTotp, { body }),
  });

/** POST /v1/user/two-factor/totp/confirm: the first code turns it on; answers the recovery codes. */
export const useConfirmTotp = () =>
  useTwoFactorChange((code: string) => call(twoFactorCalls.confirmTotp, { body: { code } }));

/** DELETE /v1/user/two-factor/totp: the password and a code (or a recovery code) turn it off. */
export const useDisableTotp = () =>
  useTwoFactorChange((body: { password: string; code?: string; recovery_code?: string }) =>
    call(twoFactorCalls.disableTotp, { body }),
  );

/** POST /v1/user/two-factor/recovery-codes: a new set for a current code. */
export const useRenewRecoveryCodes = () =>
  useTwoFactorChange((code: string) => call(twoFactorCalls.renewRecoveryCodes, { body: { code } }));
