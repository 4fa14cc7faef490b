import { asc, eq, sql } from 'drizzle-orm';
import {
  linkedAccounts,
  otpChallenges,
  payoutChanges,
  payoutClearances,
  payouts,
  supportPayoutChanges,
  userBanks,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { maskAccountNumber } from '../../lib/mobile.ts';
import { at, FORMER_MEMBER, mobile, part, type PersonalDataPart } from '../personal-data.ts';

/**
 * The person's withdrawals and where they went: their bank and e-wallet accounts and linked e-payment
 * accounts. The accounts go at erasure; a payout is a record of money and stays, with a masked number.
 */
export const payoutsPersonalData: PersonalDataPart = {
  name: 'payouts',
  export: {
    tables: [payouts, userBanks, linkedAccounts],
    async parts({ db, userId }) {
      const withdrawals = await db
        .select()
        .from(payouts)
        .where(eq(payouts.userId, userId))
        .orderBy(asc(payouts.createdAt), asc(payouts.id));
      const banks = await db
        .select()
        .from(userBanks)
        .where(eq(userBanks.userId, userId))
        .orderBy(asc(userBanks.createdAt));
      const linked = await db
        .select()
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, userId))
        .orderBy(asc(linkedAccounts.createdAt));
      return [
        part(
          'payouts',
          'Your withdrawals: where to (account numbers masked to their last 4 digits), the amount, the fee and how each ended.',
          ({ col, money }) => [
            col('reference', (r) => r.reference),
            col('method', (r) => r.method),
            col('bank', (r) => r.bankName),
            col('account_name', (r) => r.accountName),
            col('account_number', (r) => maskAccountNumber(r.accountNumber)),
            ...money('amount', (r) => r.amount),
            ...money('fee', (r) => r.fee),
            col('status', (r) => r.status),
            col('failure_code', (r) => r.failureCode),
            col('requested_at', (r) => at(r.createdAt)),
            col('completed_at', (r) => at(r.completedAt)),
            col('failed_at', (r) => at(r.failedAt)),
          ],
          withdrawals,
        ),
        part(
          'payout-accounts',
          'Your bank and e-wallet accounts (account numbers masked to their last 4 digits) and linked e-payment accounts.',
          ({ col }) => [
            col('kind', (r) => r.kind),
            col('bank', (r) => r.bank),
            col('account_name', (r) => r.accountName),
            col('account_number', (r) => r.accountNumber),
            col('mobile_number', (r) => r.mobileNumber),
            col('enabled', (r) => r.enabled),
            col('added_at', (r) => r.addedAt),
          ],
          [
            ...banks.map((bank) => ({
              kind: 'bank',
              bank: bank.bankName,
              accountName: bank.accountName,
              accountNumber: maskAccountNumber(bank.accountNumber),
              mobileNumber: mobile(bank.mobileNumber),
              enabled: !bank.isDisabled,
              addedAt: at(bank.createdAt),
            })),
            ...linked.map((account) => ({
              kind: 'linked e-payment account',
              bank: account.provider,
              accountName: account.username,
              accountNumber: null,
              mobileNumber: mobile(account.mobileNumber),
              enabled: true,
              addedAt: at(account.createdAt),
            })),
          ],
        ),
      ];
    },
  },
  erase: {
    tables: [linkedAccounts, userBanks, payoutChanges, supportPayoutChanges, otpChallenges, payouts],
    /** Every number the person gave: the development outbox's texts to them go too. */
    async gather(tx, { userId: u }) {
      const numbers = rowsOf<{ n: string }>(
        await tx.execute(sql`
          select mobile_number as n from user_banks where user_id = ${u} and mobile_number is not null
          union select mobile_number from linked_accounts where user_id = ${u} and mobile_number is not null
          union select mobile_number from otp_challenges where user_id = ${u} and mobile_number is not null`),
      );
      return { addresses: numbers.map((row) => `+63${row.n}`) };
    },
    async run(tx, { userId: u }) {
      for (const table of ['linked_accounts', 'user_banks', 'payout_changes', 'support_payout_changes']) {
        await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${u}`);
      }
      // a code that authorised a payout stays with it, without where it was sent
      await tx.execute(sql`
        delete from otp_challenges where user_id = ${u}
          and id not in (select otp_challenge_id from payouts where user_id = ${u})`);
      await tx.execute(
        sql`update otp_challenges set mobile_number = null, email = null where user_id = ${u}`,
      );
      await tx.execute(sql`
        update payouts set account_name = ${FORMER_MEMBER},
          account_number = '****' || right(account_number, 4)
        where user_id = ${u}`);
    },
  },
  notExported: [
    [
      otpChallenges,
      'one-time codes and where they were sent: secrets, and the payouts say what they authorised',
    ],
    [payoutChanges, 'the hold after a change of payout details, and its link: a secret'],
    [
      supportPayoutChanges,
      "changes support made to the person's payout details, and the codes that confirmed them",
    ],
    [payoutClearances, "when the person's first payout's review ended"],
  ],
  kept: [
    [
      payoutClearances,
      'when the first payout was cleared, and by which staff member: ids and a time, no words',
    ],
  ],
};
