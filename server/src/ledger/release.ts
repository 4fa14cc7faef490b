import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema/index.ts';
import { type Ledger, releasableBefore } from './ledger.ts';
import { releasePosting } from './postings.ts';

// the Philippines keeps UTC+8 all year (no daylight saving since 1978)
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * The most recent release moment at or before `now`: midnight of the 15th in Manila. Returns the moment
 * and its month as YYYY-MM (Manila).
 */
export function latestReleaseCutoff(now: Date) {
  const manila = new Date(now.getTime() + MANILA_OFFSET_MS);
  let year = manila.getUTCFullYear();
  let month = manila.getUTCMonth();
  if (manila.getUTCDate() < 15) {
    month -= 1;
    if (month < 0) {
      month = 11;
      year -= 1;
    }
  }
  const cutoff = new Date(Date.UTC(year, month, 15) - MANILA_OFFSET_MS);
  return { cutoff, month: `${year}-${String(month + 1).padStart(2, '0')}` };
}

/**
 * Moves every user's pending money received before the latest 15th (Manila) to available. Safe to run
 * any number of times, on any number of instances: each user's release for a month posts once.
 * Returns how many users were paid out of pending.
 */
export async function releasePendingBalances(db: Db, ledger: Ledger, now = new Date()) {
  const { cutoff, month } = latestReleaseCutoff(now);
  const holders = await db
    .select({ userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'pending'), gt(ledgerAccounts.balance, 0)));
  let released = 0;
  for (const { userId } of holders) {
    const posted = await db.transaction(async (tx) => {
      const amount = await releasableBefore(tx, userId!, cutoff);
      if (amount <= 0) return null;
      return ledger.post(tx, releasePosting({ userId: userId!, amount, month }));
    });
    if (posted) released++;
  }
  return released;
}
