import type { referralsSchemas } from '../referrals.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['referrals'], errors: signedInErrors } as const;

/** A signed-in user's own referral code, its share link, who signed up with it and what it earned. */
export const referralsCalls = callTable<typeof referralsSchemas>()({
  summary: { method: 'GET', path: '/v1/user/referrals/summary', ...signedIn },
  list: { method: 'GET', path: '/v1/user/referrals', ...signedIn },
});
