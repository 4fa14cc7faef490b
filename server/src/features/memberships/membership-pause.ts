import type { TFunction } from 'i18next';
import type { PauseMonths } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { addManilaMonths, manilaTime } from '../../lib/manila.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { Mail } from './membership-tiers.service.ts';
import type { StayQueries } from './membership-links.repository.ts';
import type { MembershipRow, MembershipsRepository } from './memberships.repository.ts';
import { statusOf } from './memberships.presenter.ts';

/**
 * A member's pause (decision 0150): from now, for 1 to 3 calendar months, no access and no renewal; the
 * paid time left is kept by moving the membership's end by the pause. Access is decided by the time (the
 * one access rule, `membershipActiveAt`), so it comes back when the pause ends whenever the job runs; the
 * job marks the pause resumed and tells the member. A member may resume early, taking the pause's unused
 * time back off their end.
 */
export function createMembershipPauses(deps: {
  db: Db;
  repository: MembershipsRepository;
  queries: StayQueries;
  now: () => Date;
  billsItself: PaymentsService['billsItself'];
  /**
   * Ends the renewals the provider bills by itself: a subscription cannot pause (its documents say
   * nothing of pausing), so it ends, and the member renews by the links of their mails afterwards.
   */
  endProviderRenewals: (membership: MembershipRow) => Promise<unknown>;
  /** The stay-or-go links of a membership's mail, in its reader's language. */
  mailLinks: (membership: MembershipRow, t: TFunction, options: { renew: boolean }) => string;
  /** Queues mails in the caller's transaction. */
  sendMails: (tx: Tx, mails: Mail[]) => Promise<unknown>;
}) {
  const { db, repository, queries, now } = deps;

  /** A pause is open to a membership in its paid period (not its grace) that is not paused already. */
  async function canPause(membership: MembershipRow, executor: Db | Tx = db) {
    if (statusOf(membership, now()) !== 'active') return false;
    return (await queries.openPause(executor, membership.id)) === null;
  }

  /** Pausing would end the renewals the provider bills by itself. */
  const endsProviderRenewals = (membership: MembershipRow) =>
    membership.recurringToken !== null && deps.billsItself(membership.recurringToken);

  return {
    canPause,
    endsProviderRenewals,

    /** Whether the membership is paused at `now`: when the pause ends, or null. */
    async pausedUntil(membershipId: string) {
      const open = await queries.openPause(db, membershipId);
      return open && open.endsAt > now() ? open.endsAt : null;
    },

    async pause(membership: MembershipRow, months: PauseMonths) {
      if (!(await canPause(membership))) throw new AppError('conflict', say('membershipPauseNotOpen'));
      if (endsProviderRenewals(membership)) await deps.endProviderRenewals(membership);
      await db.transaction(async (tx) => {
        // locked: two pauses of one membership at once are one after the other, the second refused
        const locked = await repository.findMembership(tx, membership.id, true);
        if (!locked || !(await canPause(locked, tx))) {
          throw new AppError('conflict', say('membershipPauseNotOpen'));
        }
        const at = now();
        const endsAt = addManilaMonths(at, months);
        const shift = endsAt.getTime() - at.getTime();
        await queries.insertPause(tx, {
          membershipId: locked.id,
          months,
          startsAt: at,
          endsAt,
          periodEndBefore: locked.endsAt,
        });
        await repository.updateMembership(tx, locked.id, {
          endsAt: new Date(locked.endsAt.getTime() + shift),
        });
        // the months an offer taken covers come after the pause too
        await queries.shiftRetention(tx, locked.id, shift);
      });
    },

    /** Ends a running pause now: access comes back, and the end moves back by the time not used. */
    async resume(membership: MembershipRow) {
      await db.transaction(async (tx) => {
        const locked = await repository.findMembership(tx, membership.id, true);
        const open = locked && (await queries.openPause(tx, locked.id));
        const at = now();
        if (!locked || !open || open.endsAt <= at) throw new AppError('conflict', say('membershipNotPaused'));
        const unused = open.endsAt.getTime() - at.getTime();
        await queries.endPause(tx, open.id, at);
        await repository.updateMembership(tx, locked.id, {
          endsAt: new Date(locked.endsAt.getTime() - unused),
        });
        await queries.shiftRetention(tx, locked.id, -unused);
      });
    },

    /**
     * The job's part: the pauses that ended are marked resumed, and each member is told, with the links of
     * their membership, in the same transaction.
     */
    async resumeEnded() {
      await db.transaction(async (tx) => {
        const ended = await queries.claimEndedPauses(tx, now());
        if (!ended.length) return;
        const rows: MembershipRow[] = [];
        for (const pause of ended) {
          const row = await repository.findMembership(tx, pause.membershipId);
          if (row) rows.push(row);
        }
        const parties = await repository.partiesOf(tx, rows);
        const mails = rows.flatMap((row) => {
          const party = parties.get(row.id);
          if (!party?.supporterEmail) return [];
          const t = translator(party.supporterLanguage);
          const values = { name: party.supporterName, tier: party.tierName, creator: party.creatorName };
          return [
            {
              to: party.supporterEmail,
              subject: t('mail.membershipResumed.subject', values),
              text:
                t('mail.membershipResumed.text', { ...values, at: manilaTime(row.endsAt) }) +
                deps.mailLinks(row, t, { renew: true }),
            },
          ];
        });
        await deps.sendMails(tx, mails);
      });
    },
  };
}

export type MembershipPauses = ReturnType<typeof createMembershipPauses>;
