import type { membershipLinksSchemas } from '../membership-links.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['memberships'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;
// a membership that changed under the request (paused already, an offer taken already)
const change = { ...signedIn, errors: [...signedInErrors, 'ConflictException'] } as const;
// a link is anyone's who has the mail: no session is read; a used or expired link is a conflict
const byLink = {
  access: 'anyone',
  tags,
  errors: ['NotFoundException', 'ValidationException', 'ConflictException', 'TooManyRequestsException'],
} as const;

/**
 * Stay or go (decision 0150): a mail's link read and confirmed without signing in (a renewal answers its
 * checkout), what cancelling offers instead, a pause and its early end, the retention offer taken, and the
 * creator's offer.
 */
export const membershipLinksCalls = callTable<typeof membershipLinksSchemas>()({
  view: { method: 'GET', path: '/v1/memberships/links/:token', ...byLink },
  confirm: {
    method: 'POST',
    path: '/v1/memberships/links/:token/confirm',
    ...byLink,
    // a renewal waits on the payment provider, which may be down
    errors: [...byLink.errors, 'ServiceUnavailableException'],
  },
  stayChoices: { method: 'GET', path: '/v1/user/memberships/:membership_id/stay-choices', ...signedIn },
  pause: { method: 'POST', path: '/v1/user/memberships/:membership_id/pause', ...change },
  resume: { method: 'POST', path: '/v1/user/memberships/:membership_id/resume', ...change },
  takeRetentionOffer: {
    method: 'POST',
    path: '/v1/user/memberships/:membership_id/retention-offer',
    ...change,
  },
  retentionOffer: { method: 'GET', path: '/v1/user/memberships/retention-offer', ...signedIn },
  saveRetentionOffer: { method: 'PUT', path: '/v1/user/memberships/retention-offer', ...signedIn },
});
