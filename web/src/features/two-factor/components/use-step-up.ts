import { useState } from 'react';
import { z } from 'zod';
import { twoFactorCodeField, type PasskeyAssertion } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { PasskeyCeremonyError } from '@/lib/passkeys';
import { passkeyStepUp } from '../api/passkeys';
import { useTwoFactorStatus } from '../api/two-factor';

/** A form's `two_factor_code`: the form always holds a string, sent only where the code is asked. */
type CodeRule = z.ZodType<string | undefined, string>;

const askedRule: CodeRule = twoFactorCodeField.unwrap();
// a form that does not ask for the code holds an empty one, which is never sent
const notAskedRule: CodeRule = z.string().transform(() => undefined);

/**
 * The step-up of a call that moves money or where it goes (decisions 0093 and 0095): with a second factor,
 * the call's first step (the one that sends the SMS code) also carries the app's code, `two_factor_code`,
 * or a passkey's answer, `two_factor_passkey`, asked of the device as the form is sent. An account with the
 * app is asked for its code, and may switch to a passkey when it has one; an account with passkeys only
 * is asked for a passkey.
 */
export function useStepUp() {
  const status = useTwoFactorStatus();
  const data = status.data?.data;
  const withApp = data?.totp_enabled === true;
  const withPasskey = (data?.passkeys ?? 0) > 0;
  const [choice, setChoice] = useState<'code' | 'passkey' | null>(null);
  const method = choice ?? (withApp ? 'code' : 'passkey');
  const asked = data?.enabled === true;
  const askedCode = asked && withApp && method === 'code';
  const askedPasskey = asked && withPasskey && !askedCode;
  return {
    /**
     * Whether the form knows if it asks for the code; until then it is not shown, so it cannot be sent
     * without. A status that could not be read leaves it to the server, which says when it wants one.
     */
    ready: !status.isPending,
    asked,
    /** The app's code is asked (the code field shows). */
    askedCode,
    /** A passkey is asked, as the form is sent. */
    askedPasskey,
    /** Both can be given: the form offers the other. */
    canSwitch: withApp && withPasskey,
    switchMethod: () => setChoice(askedCode ? 'passkey' : 'code'),
    codeRule: askedCode ? askedRule : notAskedRule,
    /** The passkey's answer the call carries when a passkey is asked; throws when none was given. */
    async passkeyProof(): Promise<{ two_factor_passkey?: PasskeyAssertion }> {
      return askedPasskey ? { two_factor_passkey: await passkeyStepUp() } : {};
    },
    /**
     * What to say under the code field about a refused first step: the server's word on the code or the
     * passkey, a passkey not given, or, with the field shown, the wait after too many wrong codes (a 429
     * does not name its field). A server that wants a second factor the form did not ask for (turned on
     * since, elsewhere) has the status read again, which shows it.
     */
    codeError(error: unknown): string | undefined {
      if (error instanceof PasskeyCeremonyError) return error.message;
      if (!isApiError(error)) return undefined;
      const said = error.errors?.two_factor_code?.[0] ?? error.errors?.two_factor_passkey?.[0];
      if (said !== undefined) {
        if (!asked) void status.refetch();
        return said;
      }
      return asked && error.exception === 'TooManyRequestsException' ? error.message : undefined;
    },
  };
}

export type StepUp = ReturnType<typeof useStepUp>;
