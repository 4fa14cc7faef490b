import type { membershipsSchemas } from '../memberships.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['memberships'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;
// a checkout waits on the payment provider, which may be down
const checkout = { ...signedIn, errors: [...signedInErrors, 'ServiceUnavailableException'] } as const;

/**
 * A creator's tiers and settings, a supporter's joining, renewing (signed in, or by the one-tap link of a
 * reminder mail, which answers a redirect to the checkout), changing and cancelling, and the creator's
 * members.
 */
export const membershipsCalls = callTable<typeof membershipsSchemas>()({
  publicTiers: {
    method: 'GET',
    path: '/v1/profile/memberships/tiers/:page_url',
    access: 'identified',
    tags,
    errors: signedInErrors,
  },
  ownTiers: { method: 'GET', path: '/v1/user/memberships/tiers', ...signedIn },
  createTier: { method: 'POST', path: '/v1/user/memberships/tiers', ...signedIn },
  orderTiers: { method: 'POST', path: '/v1/user/memberships/tiers/order', ...signedIn },
  updateTier: { method: 'PUT', path: '/v1/user/memberships/tiers/:tier_id', ...signedIn },
  archiveTier: { method: 'DELETE', path: '/v1/user/memberships/tiers/:tier_id', ...signedIn },
  settings: { method: 'GET', path: '/v1/user/memberships/settings', ...signedIn },
  saveSettings: { method: 'PUT', path: '/v1/user/memberships/settings', ...signedIn },
  summary: { method: 'GET', path: '/v1/user/memberships/summary', ...signedIn },
  // a second free trial is refused with a conflict (decision 0155)
  join: {
    method: 'POST',
    path: '/v1/memberships/join',
    ...checkout,
    errors: [...checkout.errors, 'ConflictException'],
  },
  mine: { method: 'GET', path: '/v1/user/memberships', ...signedIn },
  cancel: { method: 'POST', path: '/v1/user/memberships/:membership_id/cancel', ...signedIn },
  setAutoRenew: { method: 'POST', path: '/v1/user/memberships/:membership_id/auto-renew', ...signedIn },
  renew: { method: 'POST', path: '/v1/user/memberships/:membership_id/renew', ...checkout },
  changeTier: { method: 'POST', path: '/v1/user/memberships/:membership_id/change-tier', ...checkout },
  // the trial whose card the provider kept starts (decision 0155): asked on the return from its page
  startTrial: {
    method: 'POST',
    path: '/v1/memberships/trials/:reference/start',
    ...checkout,
    errors: [...checkout.errors, 'ConflictException'],
  },
  renewByLink: {
    method: 'GET',
    path: '/v1/memberships/renew/:token',
    access: 'anyone',
    tags,
    errors: ['NotFoundException', 'ValidationException'],
  },
  members: { method: 'GET', path: '/v1/user/members', ...signedIn },
  membersExport: {
    method: 'GET',
    path: '/v1/user/members/export',
    access: 'signed-in',
    tags,
    errors: ['UnauthorizedAccessException', 'ValidationException'],
  },
});
