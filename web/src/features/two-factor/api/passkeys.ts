import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeysCalls, twoFactorCalls, type PasskeyAssertion } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { createPasskey, signWithPasskey } from '@/lib/passkeys';
import { twoFactorStatusOptions } from './two-factor';

const passkeysKey = ['passkeys'] as const;

/** The second factor a change of passkeys carries, when the account has one. */
export type StepUpProof = { two_factor_code?: string; two_factor_passkey?: PasskeyAssertion };

/** GET /v1/user/passkeys: the account's passkeys, oldest first. */
export const passkeysOptions = () =>
  queryOptions({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => call(passkeysCalls.list, { signal }),
  });

export const usePasskeys = () => useQuery(passkeysOptions());

/**
 * A passkey's answer for the step-up of decision 0095: options from POST /v1/user/two-factor/passkey/options,
 * signed on this device.
 */
export async function passkeyStepUp(): Promise<PasskeyAssertion> {
  const options = await call(twoFactorCalls.stepUpOptions);
  return signWithPasskey(options.data);
}

/** A change of passkeys: the list and the two-factor status are read again once it is done. */
function usePasskeysChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusOptions().queryKey });
    },
  });
}

/**
 * Adds a passkey: the options (with the second factor the account has), the device's ceremony, and the
 * answer with the name its owner gave.
 */
export const useAddPasskey = () =>
  usePasskeysChange(async ({ name, proof }: { name: string; proof: StepUpProof }) => {
    const options = await call(passkeysCalls.options, { body: proof });
    const response = await createPasskey(options.data);
    return call(passkeysCalls.add, { body: { name, response } });
  });

/** DELETE /v1/user/passkeys/{id}, with the second factor. */
export const useRemovePasskey = () =>
  usePasskeysChange(({ id, proof }: { id: string; proof: StepUpProof }) =>
    call(passkeysCalls.remove, { params: { id }, body: proof }),
  );
