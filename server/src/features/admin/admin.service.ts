import { createAdminContext, type AdminServiceDeps } from './admin.context.ts';
import { createAdminHeldMessages } from './admin.held-messages.ts';
import { createAdminPayouts } from './admin.payouts.ts';
import { createPeople } from './admin.people.ts';
import { createPersonPage } from './admin.person-page.ts';
import { createAdminRefunds } from './admin.refunds.ts';

export type { AdminServiceDeps } from './admin.context.ts';

/**
 * The staff side, put together from its parts, which share one context (`admin.context.ts`): a person's
 * page as staff read it (`admin.person-page.ts`), finding, suspending and noting people
 * (`admin.people.ts`), refunds (`admin.refunds.ts`), payout details and finance's payout review
 * (`admin.payouts.ts`) and the gift messages the filters held (`admin.held-messages.ts`).
 */
export function createAdminService(deps: AdminServiceDeps) {
  const ctx = createAdminContext(deps);
  const personPage = createPersonPage(ctx);
  const people = createPeople(ctx, personPage);
  const refunds = createAdminRefunds(ctx);
  const payouts = createAdminPayouts(ctx, personPage);
  const heldMessages = createAdminHeldMessages(ctx);

  return {
    me: people.me,
    search: people.search,
    view: people.view,
    reveal: people.reveal,
    suspend: people.suspend,
    unsuspend: people.unsuspend,
    refund: refunds.refund,
    cancelRefund: refunds.cancelRefund,
    awaitingRefunds: refunds.awaitingRefunds,
    proposePayoutChange: payouts.proposePayoutChange,
    approveBankName: payouts.approveBankName,
    reviewPayouts: payouts.reviewPayouts,
    changePayout: payouts.changePayout,
    heldMessages: heldMessages.heldMessages,
    decideHeldMessage: heldMessages.decideHeldMessage,
    failedRefunds: refunds.failedRefunds,
    addNote: people.addNote,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
