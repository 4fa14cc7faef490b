import { staffPermissions, staffMay, supportEmail } from '@pixel/contract';
import { translator } from '../../lib/i18n.ts';
import { AppError, say } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { AdminContext } from './admin.context.ts';
import type { PersonPage } from './admin.person-page.ts';
import { summaryOf } from './admin.presenter.ts';

const PER_PAGE = 20;

/**
 * Support's work on people: the staff member's own role, finding a person, reading their page and the
 * numbers it masks, suspending an account and lifting it, and the notes staff leave each other.
 */
export function createPeople(ctx: AdminContext, { detail }: PersonPage) {
  const { deps, db, repository, rules, record, now, mustExist } = ctx;
  const { mailer } = deps;

  return {
    /** The staff member's own role and what it lets them do. */
    me(staff: Staff, pageName: string) {
      return {
        user_id: staff.userId,
        email: staff.email,
        page_name: pageName,
        role: staff.role,
        permissions: Object.keys(staffPermissions).filter((permission) =>
          staffMay(staff.role, permission as keyof typeof staffPermissions),
        ),
      };
    },

    async search(input: { search: string; page: number }) {
      const { rows, total } = await repository.search({ ...input, perPage: PER_PAGE });
      return {
        data: rows.map((row) => summaryOf(row.user, row.closing)),
        meta: pageMeta({ page: input.page, perPage: PER_PAGE, total }),
      };
    },

    /** A person's page; looking at it is written to the audit trail, as it shows personal data. */
    async view(staff: Staff, userId: string) {
      const person = await detail(userId);
      await record(db, staff, { action: 'person.view', subjectUserId: userId });
      return person;
    },

    /** The numbers a person's page masks, in full; each look is written to the audit trail with its reason. */
    async reveal(staff: Staff, input: { userId: string; reason: string }) {
      await mustExist(input.userId);
      const money = await repository.money(input.userId);
      await record(db, staff, { action: 'person.reveal', subjectUserId: input.userId, reason: input.reason });
      const mobile = (number: string | null) => (number ? `+63${number}` : null);
      return {
        bank_accounts: money.banks.map((bank) => ({
          bank_name: bank.bankName,
          account_number: bank.accountNumber,
          mobile_number: mobile(bank.mobileNumber),
        })),
        linked_account: money.linked && {
          username: money.linked.username,
          mobile_number: mobile(money.linked.mobileNumber),
        },
      };
    },

    /**
     * Suspends an active account: its sessions end, its page reads Content not accessible, it cannot
     * sign in, and it is told why by mail. The change and its audit line are one transaction.
     */
    async suspend(staff: Staff, input: { userId: string; reason: string }) {
      await mustExist(input.userId);
      await rules.mayActOn(db, staff, [input.userId]);
      const at = now();
      await db.transaction(async (tx) => {
        const user = await repository.setStatus(tx, {
          userId: input.userId,
          from: 'active',
          to: 'suspended',
          at,
          reason: input.reason,
        });
        if (!user) throw new AppError('conflict', say('suspendOnlyActive'));
        // what has not reached the provider waits with the account
        const heldPayouts = await deps.payouts.holdUnsent(
          tx,
          input.userId,
          `Account suspended: ${input.reason}`,
        );
        await record(tx, staff, {
          action: 'person.suspend',
          subjectUserId: input.userId,
          reason: input.reason,
          before: { status: 'active' },
          after: { status: 'suspended', ...(heldPayouts.length ? { held_payouts: heldPayouts } : {}) },
        });
        if (user.email) {
          const t = translator(user.language ?? 'en');
          await mailer.send(
            {
              to: user.email,
              subject: t('mail.suspended.subject'),
              text: t('mail.suspended.text', {
                name: user.pageName,
                reason: input.reason,
                email: supportEmail,
              }),
            },
            { tx },
          );
        }
      });
      await deps.endSessions(input.userId);
      await deps.dropPages([input.userId]);
      return { message: 'The account is suspended.', user: await detail(input.userId) };
    },

    async unsuspend(staff: Staff, input: { userId: string; reason: string }) {
      await mustExist(input.userId);
      await rules.mayActOn(db, staff, [input.userId]);
      const at = now();
      await db.transaction(async (tx) => {
        const user = await repository.setStatus(tx, {
          userId: input.userId,
          from: 'suspended',
          to: 'active',
          at,
          reason: null,
        });
        if (!user) throw new AppError('conflict', say('accountNotSuspended'));
        await record(tx, staff, {
          action: 'person.unsuspend',
          subjectUserId: input.userId,
          reason: input.reason,
          before: { status: 'suspended' },
          after: { status: 'active' },
        });
        if (user.email) {
          const t = translator(user.language ?? 'en');
          await mailer.send(
            {
              to: user.email,
              subject: t('mail.unsuspended.subject'),
              text: t('mail.unsuspended.text', {
                name: user.pageName,
                link: new URL('/auth/login', deps.publicUrl).toString(),
              }),
            },
            { tx },
          );
        }
      });
      await deps.dropPages([input.userId]);
      return { message: 'The suspension is lifted.', user: await detail(input.userId) };
    },

    async addNote(staff: Staff, input: { userId: string; body: string }) {
      await mustExist(input.userId);
      await rules.mayActOn(db, staff, [input.userId]);
      const note = await repository.addNote({
        subjectUserId: input.userId,
        staffUserId: staff.userId,
        staffEmail: staff.email,
        body: input.body,
      });
      return {
        id: note.id,
        body: note.body,
        staff_email: note.staffEmail,
        created_at: note.createdAt.toISOString(),
      };
    },
  };
}
