import type { Staff } from '../../plugins/staff-only.ts';
import type { AdminContext } from './admin.context.ts';

/** Support's review of the gift messages the filters held (decision 0098). */
export function createAdminHeldMessages(ctx: AdminContext) {
  const { deps, rules, record } = ctx;

  return {
    heldMessages: () => deps.heldMessages.list(),

    /** Shows a held gift as it was sent, or removes its name and message; written to the audit trail. */
    async decideHeldMessage(
      staff: Staff,
      input: { giftId: string; reason: string; decision: 'approve' | 'remove' },
    ) {
      await deps.heldMessages[input.decision]({
        creatorUserId: null,
        giftId: input.giftId,
        record: async (tx, creatorUserId, supporterUserId) => {
          // a gift of the staff member's own, sent or received, is another's to decide
          await rules.mayActOn(tx, staff, [creatorUserId, supporterUserId]);
          await record(tx, staff, {
            action: `held_message.${input.decision}`,
            subjectUserId: creatorUserId,
            reason: input.reason,
            after: { gift_id: input.giftId },
          });
        },
      });
      return {
        message:
          input.decision === 'approve'
            ? 'The gift shows with its message.'
            : 'The name and message are removed; the gift shows without them.',
      };
    },
  };
}
