import { isReservedPageUrl } from '@pixel/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import { randomToken, referralCode } from '../../lib/tokens.ts';
import type { AuthServiceDeps } from './auth.deps.ts';

/**
 * What a new account needs, whichever way it signs up (a form, an e-payment account): a page url that is
 * free, and a referral code of its own.
 */
export function createNewAccounts(deps: Pick<AuthServiceDeps, 'repository' | 'servedAtRoot'>) {
  const { repository } = deps;
  // the contract's list for the form's sake, and whatever else this server answers at the root
  const pageUrlAvailable = (pageUrl: string) =>
    !isReservedPageUrl(pageUrl) && !(deps.servedAtRoot?.(pageUrl) ?? false);

  async function uniquePageUrl(base: string) {
    const stem = base
      .replace(/[^a-z0-9_.]/g, '')
      .slice(0, 24)
      .padEnd(3, '0');
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate =
        attempt === 0 ? stem : `${stem}${Math.floor(Math.random() * 10 ** Math.min(6, attempt + 1))}`;
      if (pageUrlAvailable(candidate) && !(await repository.pageUrlExists(candidate))) return candidate;
    }
    return `${stem.slice(0, 18)}${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')}`.slice(0, 30);
  }

  async function insertWithReferralCode<T>(insert: (code: string) => Promise<T>) {
    // a clash of random codes is rare; try again with a fresh one
    for (let attempt = 0; ; attempt++) {
      try {
        return await insert(referralCode());
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'users_referral_code_unique')) continue;
        throw error;
      }
    }
  }

  return { pageUrlAvailable, uniquePageUrl, insertWithReferralCode };
}

export type NewAccounts = ReturnType<typeof createNewAccounts>;
