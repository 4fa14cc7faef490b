import type { PayoutDetailsChange } from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import { maskAccountNumber, maskMobile } from '../../lib/mobile.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import type { AdminContext } from './admin.context.ts';
import type { PersonPage } from './admin.person-page.ts';

/**
 * Where a creator's money goes and when, as staff change it: a new payout bank or number the creator
 * confirms (decision 0101), a bank name that differs from the legal one approved (decision 0107), and
 * finance's review of payouts (decision 0102).
 */
export function createAdminPayouts(ctx: AdminContext, { detail }: PersonPage) {
  const { deps, db, repository, rules, record, now, mustExist } = ctx;

  return {
    /**
     * Support enters a creator's new payout bank or number (decision 0101): the code goes to the creator,
     * and nothing changes until they type it. The audit line keeps the new details masked.
     */
    async proposePayoutChange(
      staff: Staff,
      input: { userId: string; change: PayoutDetailsChange; reason: string },
    ) {
      await mustExist(input.userId);
      // before the code goes out: nothing of it is sent for a change the staff member may not make
      await rules.mayActOn(db, staff, [input.userId]);
      const proposed = await deps.payoutChanges.propose({ staffUserId: staff.userId, ...input });
      const { change } = input;
      await record(db, staff, {
        action: 'payout_details.propose',
        subjectUserId: input.userId,
        reason: input.reason,
        after:
          change.kind === 'bank'
            ? {
                bank: change.bank_slug,
                account_name: change.account_name,
                account_number: maskAccountNumber(change.account_number),
              }
            : { mobile_number: maskMobile(change.mobile_number) },
      });
      return {
        message: `The code is sent to ${proposed.sentTo}. The change takes effect when the creator types it.`,
        id: proposed.id,
        sent_to: proposed.sentTo,
      };
    },

    /**
     * Lets payouts go to a bank whose name differs from the verified legal name (a married name, a
     * nickname the bank keeps), with the reason, in the audit trail (decision 0107).
     */
    async approveBankName(staff: Staff, input: { userId: string; bankSlug: string; reason: string }) {
      await db.transaction(async (tx) => {
        await rules.mayActOn(tx, staff, [input.userId]);
        const outcome = await deps.bankNames.approve(tx, { ...input, by: staff.userId, at: now() });
        if (outcome === 'not_found') throw new AppError('not_found', say('noSuchBankAccount'));
        if (outcome === 'approved_already') throw new AppError('conflict', say('bankNameApprovedAlready'));
        await record(tx, staff, {
          action: 'bank.approve_name',
          subjectUserId: input.userId,
          reason: input.reason,
          before: { bank: input.bankSlug, name_approved: false },
          after: { name_approved: true },
        });
      });
      return {
        message: 'The name is approved: payouts can go to this account.',
        user: await detail(input.userId),
      };
    },

    reviewPayouts: (input: Parameters<PayoutsService['review']['list']>[0]) => deps.payouts.list(input),

    /** Holds, releases or asks the provider again about a payout, with its audit line. */
    async changePayout(
      staff: Staff,
      input: { reference: string; reason: string; change: 'hold' | 'release' | 'retry' },
    ) {
      const { reference, reason, change } = input;
      // before the provider is asked anything; a payout nobody has is the payouts' own 404
      const owner = await repository.payoutOwner(reference);
      if (owner) await rules.mayActOn(db, staff, [owner]);
      const row = await deps.payouts[change](reference, reason, staff.userId);
      await record(db, staff, {
        action: `payout.${change}`,
        subjectUserId: row.userId,
        reason,
        before: { reference: row.reference },
        after: { status: row.status, held: row.heldAt !== null, provider_payout_id: row.providerPayoutId },
      });
      const messages = {
        hold: 'The payout is on hold. It is not sent until it is released.',
        release: 'The payout is released and sent to the provider.',
        retry: 'The provider was asked again.',
      };
      const person = await repository.findUser(row.userId);
      return { message: messages[change], payout: deps.payouts.present(row, person?.user.pageUrl ?? '') };
    },
  };
}
