import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import {
  accountDeletions,
  foldAccents,
  identityVerifications,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  linkedAccounts,
  payments,
  payouts,
  refunds,
  sessions,
  staffApprovals,
  staffAudit,
  staffMembers,
  staffNotes,
  userBanks,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/pagination.ts';

export type AuditInsert = typeof staffAudit.$inferInsert;
export type UserRow = typeof users.$inferSelect;

/** What a search for a person may be: digits of a mobile number, as PIXEL keeps them (9XXXXXXXXX). */
function mobileDigits(search: string) {
  if (/[^\d\s+()-]/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

export function createAdminRepository(db: Db) {
  const payer = alias(users, 'payer');
  const payee = alias(users, 'payee');

  return {
    async staffOf(userId: string) {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.userId, userId));
      return row ?? null;
    },

    /** People whose email, page address or name holds the search, or whose mobile, payment or payout it is. */
    async search(input: { search: string; page: number; perPage: number }) {
      const { search } = input;
      const pattern = containsPattern(search);
      const reference = search.toUpperCase();
      const mobile = mobileDigits(search);
      const matches: SQL[] = [
        ilike(users.email, pattern),
        ilike(users.pageUrl, pattern),
        ilike(users.pageNameFolded, containsPattern(foldAccents(search))),
        sql`exists (select 1 from ${payments} where ${payments.reference} = ${reference}
          and (${payments.payerUserId} = ${users.id} or ${payments.payeeUserId} = ${users.id}))`,
        sql`exists (select 1 from ${payouts} where ${payouts.reference} = ${reference}
          and ${payouts.userId} = ${users.id})`,
      ];
      if (mobile) {
        matches.push(
          sql`exists (select 1 from ${userBanks} where ${userBanks.userId} = ${users.id}
            and ${userBanks.mobileNumber} = ${mobile})`,
          sql`exists (select 1 from ${linkedAccounts} where ${linkedAccounts.userId} = ${users.id}
            and ${linkedAccounts.mobileNumber} = ${mobile})`,
        );
      }
      const where = or(...matches);
      return paginate(
        input,
        db
          .select({
            user: users,
            closing: sql<boolean>`${accountDeletions.userId} is not null`,
          })
          .from(users)
          .leftJoin(
            accountDeletions,
            and(eq(accountDeletions.userId, users.id), sql`${accountDeletions.erasedAt} is null`),
          )
          .where(where)
          .orderBy(desc(users.createdAt), users.id),
        db.$count(users, where),
      );
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({
          user: users,
          eraseAt: accountDeletions.eraseAt,
          erasedAt: accountDeletions.erasedAt,
          staffRole: staffMembers.role,
        })
        .from(users)
        .leftJoin(accountDeletions, eq(accountDeletions.userId, users.id))
        .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Everything a person's page shows beside the profile, each the newest first. */
    async money(userId: string) {
      const accounts = await db
        .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, 'PHP')));
      const accountIds = accounts.map((account) => account.id);
      const [ledger, made, received, paidOut, banks, linked, signedIn, verified] = await Promise.all([
        accountIds.length === 0
          ? Promise.resolve([])
          : db
              .select({
                transactionNo: ledgerTransactions.transactionNo,
                type: ledgerTransactions.type,
                description: ledgerTransactions.description,
                kind: ledgerAccounts.kind,
                amount: ledgerEntries.amount,
                createdAt: ledgerEntries.createdAt,
              })
              .from(ledgerEntries)
              .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
              .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
              .where(inArray(ledgerEntries.accountId, accountIds))
              .orderBy(desc(ledgerEntries.id))
              .limit(20),
        db
          .select({ payment: payments, counterpart: payee.pageUrl, refundStatus: refunds.status })
          .from(payments)
          .innerJoin(payee, eq(payee.id, payments.payeeUserId))
          .leftJoin(refunds, eq(refunds.paymentId, payments.id))
          .where(eq(payments.payerUserId, userId))
          .orderBy(desc(payments.createdAt))
          .limit(20),
        db
          .select({ payment: payments, counterpart: payer.pageUrl, refundStatus: refunds.status })
          .from(payments)
          .leftJoin(payer, eq(payer.id, payments.payerUserId))
          .leftJoin(refunds, eq(refunds.paymentId, payments.id))
          .where(eq(payments.payeeUserId, userId))
          .orderBy(desc(payments.createdAt))
          .limit(20),
        db
          .select()
          .from(payouts)
          .where(eq(payouts.userId, userId))
          .orderBy(desc(payouts.createdAt))
          .limit(20),
        db.select().from(userBanks).where(eq(userBanks.userId, userId)).orderBy(userBanks.createdAt),
        db
          .select()
          .from(linkedAccounts)
          .where(eq(linkedAccounts.userId, userId))
          .orderBy(linkedAccounts.createdAt)
          .limit(1),
        db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(desc(sessions.lastSeenAt))
          .limit(20),
        // the legal name the banks' names are compared with (decision 0107)
        db
          .select({ legalName: identityVerifications.legalName })
          .from(identityVerifications)
          .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'approved')))
          .orderBy(desc(identityVerifications.createdAt))
          .limit(1),
      ]);
      return {
        accounts,
        ledger,
        made,
        received,
        paidOut,
        banks,
        linked: linked[0] ?? null,
        signedIn,
        legalName: verified[0]?.legalName ?? null,
      };
    },

    /** The refunds waiting for a second staff member, oldest first, with the payment they would refund. */
    async awaitingRefunds(limit: number) {
      return db
        .select({
          approval: staffApprovals,
          paid: payments.amount,
          payeeUserId: payments.payeeUserId,
          payeePageUrl: users.pageUrl,
        })
        .from(staffApprovals)
        .innerJoin(payments, eq(payments.reference, staffApprovals.target))
        .innerJoin(users, eq(users.id, payments.payeeUserId))
        .where(eq(staffApprovals.action, 'payment.refund'))
        .orderBy(asc(staffApprovals.createdAt), asc(staffApprovals.id))
        .limit(limit);
    },

    /**
     * A payment by its reference, with who paid, who was paid and whether it has a refund already; `lock`
     * holds it, as a refund does, until the transaction ends.
     */
    async payment(handle: Db | Tx, reference: string, options: { lock?: boolean } = {}) {
      const query = handle
        .select({
          reference: payments.reference,
          amount: payments.amount,
          status: payments.status,
          payerUserId: payments.payerUserId,
          payeeUserId: payments.payeeUserId,
          refundId: refunds.id,
        })
        .from(payments)
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .where(eq(payments.reference, reference));
      const [row] = await (options.lock ? query.for('update', { of: payments }) : query);
      return row ?? null;
    },

    /** Whose payout this is, by its reference; null when there is none. */
    async payoutOwner(reference: string) {
      const [row] = await db
        .select({ userId: payouts.userId })
        .from(payouts)
        .where(eq(payouts.reference, reference.toUpperCase()));
      return row?.userId ?? null;
    },

    async notesOf(userId: string) {
      return db
        .select()
        .from(staffNotes)
        .where(eq(staffNotes.subjectUserId, userId))
        .orderBy(desc(staffNotes.createdAt))
        .limit(50);
    },

    async addNote(values: typeof staffNotes.$inferInsert) {
      const [row] = await db.insert(staffNotes).values(values).returning();
      return row!;
    },

    /** Sets the account's status from `from` to `to`; null when it was not `from` (a race, a second click). */
    async setStatus(
      tx: Tx,
      input: {
        userId: string;
        from: UserRow['status'];
        to: UserRow['status'];
        at: Date;
        reason: string | null;
      },
    ) {
      const [row] = await tx
        .update(users)
        .set({
          status: input.to,
          suspendedAt: input.to === 'suspended' ? input.at : null,
          suspensionReason: input.to === 'suspended' ? input.reason : null,
          updatedAt: input.at,
        })
        .where(and(eq(users.id, input.userId), eq(users.status, input.from)))
        .returning();
      return row ?? null;
    },

    // the command line's (npm run staff)
    /**
     * Writes the command's line of the audit trail: no staff member acts there, so none is held to the
     * rules the audit module checks.
     */
    async record(entry: AuditInsert) {
      await db.insert(staffAudit).values(entry);
    },

    async setRole(email: string, role: StaffRole) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) return null;
      await db
        .insert(staffMembers)
        .values({ userId: user.id, role })
        .onConflictDoUpdate({ target: staffMembers.userId, set: { role } });
      return user.id;
    },

    async removeRole(email: string) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) return null;
      const removed = await db
        .delete(staffMembers)
        .where(eq(staffMembers.userId, user.id))
        .returning({ userId: staffMembers.userId });
      return removed.length > 0 ? user.id : null;
    },

    async listStaff() {
      return db
        .select({ email: users.email, role: staffMembers.role, since: staffMembers.createdAt })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .orderBy(users.email);
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
