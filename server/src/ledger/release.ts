import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema/index.ts';
import { type Ledger, releasableBefore } from './ledger.ts';
import { releasePosting } from './postings.ts';
import { latestReleaseCutoff } from '../lib/manila.ts';

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
