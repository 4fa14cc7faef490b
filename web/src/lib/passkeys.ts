import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRequestOptions } from '@pixel/contract';

/** A passkey ceremony that did not finish: cancelled, timed out, or not possible on this device. */
export class PasskeyCeremonyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyCeremonyError';
  }
}

export const passkeysSupported = () => browserSupportsWebAuthn();

/** What to say when the browser's passkey dialog ends without an answer. */
function ceremonyError(error: unknown, creating: boolean) {
  const name = error instanceof WebAuthnError ? error.code : error instanceof Error ? error.name : '';
  if (name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new PasskeyCeremonyError('This device already has a passkey for your account.');
  }
  if (!passkeysSupported()) return new PasskeyCeremonyError('This browser cannot use passkeys.');
  return new PasskeyCeremonyError(
    creating
      ? 'The passkey was not made. It was cancelled or took too long. Try again.'
      : 'No passkey was used. It was cancelled or took too long. Try again.',
  );
}

/** Asks the device to make a passkey for the server's options (navigator.credentials.create()). */
export async function createPasskey(options: PasskeyCreationOptions) {
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw ceremonyError(error, true);
  }
}

/** Asks the device to sign the server's challenge with a passkey (navigator.credentials.get()). */
export async function signWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  try {
    return await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw ceremonyError(error, false);
  }
}
