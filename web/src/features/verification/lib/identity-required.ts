import {
  identityRequiredData,
  identityRequiredSaid,
  identityVerificationPath,
  type IdentityRequiredData,
  type IdentityVerification,
} from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { writeSaid } from '@/lib/form-messages';

/** Why money cannot leave yet, as the verify panel says it: the state with its words and the way to verify. */
export type IdentityRequired = IdentityRequiredData & { message: string };

/**
 * What the person's own verification already says before anything is asked: a payout is refused unless it
 * is approved. Null when approved (the server still refuses the payout that passes the yearly threshold
 * while the check again is due: `renewal_due` warns of it).
 */
export function identityRequiredFor(current: IdentityVerification): IdentityRequired | null {
  // an approval on file lets payouts below the yearly threshold go while a check again waits
  if (current.state === 'approved' || current.verified) return null;
  const data = {
    state: current.state,
    reason: current.reason,
    renewal: false,
    verify_path: identityVerificationPath,
  };
  return { ...data, message: writeSaid(identityRequiredSaid(data)) };
}

/** A 403 IdentityVerificationRequiredException, with the server's message and data; null for any other error. */
export function identityRequiredOf(error: unknown): IdentityRequired | null {
  if (!isApiError(error, 'IdentityVerificationRequiredException')) return null;
  const parsed = identityRequiredData.safeParse(error.data);
  // the message is the server's; without its data, the panel still sends them to verify
  const data = parsed.success
    ? parsed.data
    : { state: 'none' as const, reason: null, renewal: false, verify_path: identityVerificationPath };
  return { ...data, message: error.message || writeSaid(identityRequiredSaid(data)) };
}
