import { useMutation } from '@tanstack/react-query';
import { authCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { signWithPasskey } from '@/lib/passkeys';
import type { MutationConfig } from '@/lib/query-client';

/**
 * A sign-in with a passkey alone: options naming no account (POST /v1/auth/passkey/options), the device
 * offers its passkeys for PIXEL, and POST /v1/auth/passkey answers as a password sign-in does.
 */
export async function passkeySignIn() {
  const options = await call(authCalls.passkeyOptions);
  const response = await signWithPasskey(options.data);
  return call(authCalls.passkeySignIn, { body: { response } });
}

export const usePasskeySignIn = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof passkeySignIn> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: passkeySignIn });

/** A passkey as the second step of a sign-in the password started (`challenge_token`). */
export async function passkeySecondStep(challengeToken: string) {
  const options = await call(authCalls.loginPasskeyOptions, { body: { challenge_token: challengeToken } });
  const passkey = await signWithPasskey(options.data);
  return call(authCalls.loginTwoFactor, {
    body: { challenge_token: challengeToken, passkey },
  });
}

export const usePasskeySecondStep = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof passkeySecondStep> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: passkeySecondStep });
