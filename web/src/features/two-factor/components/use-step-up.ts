import { z } from 'zod';
import { twoFactorCodeField } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { useTwoFactorStatus } from '../api/two-factor';

/** A form's `two_factor_code`: the form always holds a string, sent only where the code is asked. */
type CodeRule = z.ZodType<string | undefined, string>;

const askedRule: CodeRule = twoFactorCodeField.unwrap();
// a form that does not ask for the code holds an empty one, which is never sent
const notAskedRule: CodeRule = z.string().transform(() => undefined);

/**
 * The step-up of a call that moves money or where it goes (decision 0093): with two-factor sign-in on,
 * the call's first step (the one that sends the SMS code) also carries the app's code, `two_factor_code`.
 */
export function useStepUp() {
  const status = useTwoFactorStatus();
  const asked = status.data?.data.totp_enabled === true;
  return {
    /**
     * Whether the form knows if it asks for the code; until then it is not shown, so it cannot be sent
     * without. A status that could not be read leaves it to the server, which says when it wants one.
     */
    ready: !status.isPending,
    asked,
    codeRule: asked ? askedRule : notAskedRule,
    /**
     * What to say under the code field about a refused first step: the server's word on the code, or,
     * with the field shown, the wait after too many wrong codes (a 429 does not name its field). A server
     * that wants a code the form did not ask for (two-factor sign-in turned on since, elsewhere) has the
     * status read again, which shows the field.
     */
    codeError(error: unknown): string | undefined {
      if (!isApiError(error)) return undefined;
      const said = error.errors?.two_factor_code?.[0];
      if (said !== undefined) {
        if (!asked) void status.refetch();
        return said;
      }
      return asked && error.exception === 'TooManyRequestsException' ? error.message : undefined;
    },
  };
}

export type StepUp = ReturnType<typeof useStepUp>;
