import type { MembershipPeriod } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { addManilaMonths } from '../../lib/manila.ts';
import type { SettledInfo, SettlementHandler } from '../payments/payments.service.ts';
import type { MailMessage } from '../../providers/mail/mailer.ts';
import type { PaidMethod } from '../../providers/payments/payment-provider.ts';
import type { MembershipsRepository } from './memberships.repository.ts';
import { inTrial, statusOf } from './memberships.presenter.ts';

const periodWords = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/**
 * What a paid membership payment changes: a new member from now, a member still in their period (or its
 * grace) extended from its end, a lapsed one started again from now, all by calendar months in Manila; an
 * upgrade moves the member to its tier at once. Payments of one batch are applied one after the other, as
 * two of them may be for the same membership. A refunded payment ends the period it paid for.
 */
export function createMembershipSettlement(deps: {
  db: Db;
  repository: MembershipsRepository;
  now: () => Date;
  /**
   * The creator's mail about a new member, when they want one; it goes with the new-member notification,
   * so that the creator's mail choice for new members decides it and nothing else is mailed of the event.
   */
  newMemberMail?: (tx: Tx, membershipId: string) => Promise<MailMessage | null>;
  /** A renewal charge the provider refused: the member is told, in the same transaction. */
  onRenewalRefused?: (tx: Tx, membershipId: string) => Promise<void>;
}): SettlementHandler {
  const { repository } = deps;

  /** The settled membership a payment paid for, locked, and its line; null when it never settled. */
  async function paidFor(tx: Tx, paymentId: string) {
    const [found] = await repository.paymentsFor(tx, [paymentId]);
    const membershipId = found?.line.membershipId;
    if (!found || !membershipId) return null;
    const membership = await repository.findMembership(tx, membershipId, true);
    return membership && { line: found.line, membership };
  }

  return {
    /**
     * A period of a membership's subscription that the provider billed (decision 0127): a renewal of the
     * membership's tier (or the one it moves down to) for its period, settled as any renewal is.
     */
    async renewalOf(tx, subscriptionId) {
      const membership = await repository.bySubscription(tx, subscriptionId);
      if (!membership) return null;
      const tierId = membership.nextTierId ?? membership.tierId;
      const parties = (await repository.partiesOf(tx, [membership])).get(membership.id);
      return {
        payeeUserId: membership.creatorUserId,
        payerUserId: membership.supporterUserId,
        description: `${parties?.tierName ?? 'Membership'} membership of ${parties?.creatorName ?? 'a creator'} on PIXEL, renewed`,
        record: (tx, payment) =>
          repository.insertPayment(tx, {
            paymentId: payment.id,
            creatorUserId: membership.creatorUserId,
            supporterUserId: membership.supporterUserId,
            tierId,
            months: membership.months,
            purpose: 'recurring',
            autoRenew: true,
          }),
      };
    },

    /** The provider could not collect a period: the member is told, as of a refused renewal. */
    async onSubscriptionFailed(tx, subscriptionId) {
      const membership = await repository.bySubscription(tx, subscriptionId);
      if (membership) await deps.onRenewalRefused?.(tx, membership.id);
    },

    /**
     * A refunded payment ends the period it paid for (decision 0104): access ends now, unless it was a
     * renewal paid ahead whose period has not begun (the period paid before it runs to its end). Either
     * way the membership no longer renews by itself; it is kept as it was, to be put back if the provider
     * refuses the refund.
     */
    async onRefunded(tx, payment, refund) {
      const found = await paidFor(tx, payment.id);
      if (!found || found.line.refundedAt) return;
      const { membership } = found;
      const { at } = refund;
      const ahead =
        membership.periodStart > at &&
        (await repository.latestPeriodPayment(tx, membership.id)) === payment.id;
      const end = ahead ? membership.periodStart : at;
      const endsAt = membership.endsAt < end ? membership.endsAt : end;
      await repository.markPaymentRefunded(tx, payment.id, at, {
        endsAt: membership.endsAt.toISOString(),
        graceEndsAt: membership.graceEndsAt?.toISOString() ?? null,
        autoRenew: membership.autoRenew,
        cancelledAt: membership.cancelledAt?.toISOString() ?? null,
        status: membership.status,
        lapsedAt: membership.lapsedAt?.toISOString() ?? null,
        endedAt: endsAt.toISOString(),
      });
      await repository.updateMembership(tx, membership.id, {
        endsAt,
        graceEndsAt: null,
        autoRenew: false,
        cancelledAt: membership.cancelledAt ?? at,
        totalPaid: Math.max(0, membership.totalPaid - refund.amount),
      });
    },

    /**
     * The provider refused the refund: the membership is as it was before, unless a payment has changed
     * it since (that payment decided its period anew); the money counts as paid again either way.
     */
    async onRefundReturned(tx, payment, refund) {
      const before = await repository.clearPaymentRefunded(tx, payment.id);
      const found = before && (await paidFor(tx, payment.id));
      if (!before || !found) return;
      const { membership } = found;
      const totalPaid = membership.totalPaid + refund.amount;
      if (membership.endsAt.getTime() !== Date.parse(before.endedAt)) {
        await repository.updateMembership(tx, membership.id, { totalPaid });
        return;
      }
      const endsAt = new Date(before.endsAt);
      const graceEndsAt = before.graceEndsAt ? new Date(before.graceEndsAt) : null;
      // a membership that runs again is as the job left it before the refund, even if it marked it lapsed
      const runs = statusOf({ endsAt, graceEndsAt }, refund.at) !== 'lapsed';
      await repository.updateMembership(tx, membership.id, {
        endsAt,
        graceEndsAt,
        autoRenew: before.autoRenew,
        cancelledAt: before.cancelledAt ? new Date(before.cancelledAt) : null,
        totalPaid,
        ...(runs && {
          status: before.status,
          lapsedAt: before.lapsedAt ? new Date(before.lapsedAt) : null,
        }),
      });
    },

    async onFailed(tx, payments) {
      const lines = await repository.paymentsFor(
        tx,
        payments.map((payment) => payment.id),
      );
      for (const { line } of lines) {
        // a refused renewal leaves the member in the grace the charge began; a checkout never paid, nothing
        if (line.purpose !== 'recurring') continue;
        const current = await repository.membershipOf(tx, line.creatorUserId, line.supporterUserId, true);
        if (current) await deps.onRenewalRefused?.(tx, current.id);
      }
    },

    async onSettled(tx, payments, methods) {
      const lines = await repository.paymentsFor(
        tx,
        payments.map((payment) => payment.id),
      );
      const infos = new Map<string, SettledInfo>();
      for (const payment of payments) {
        const found = lines.find(({ line }) => line.paymentId === payment.id);
        if (!found) throw new Error(`no membership payment for payment ${payment.id}`);
        const { line, supporterName, tierName } = found;
        const at = deps.now();
        const method: PaidMethod | null = methods?.get(payment.id) ?? null;
        const paidWith = method ? { method: method.type, recurringToken: method.recurringToken } : {};
        const current = await repository.membershipOf(tx, line.creatorUserId, line.supporterUserId, true);
        let membershipId: string;
        // a member from now who was not one a moment ago, as the creator's mail and alerts count them
        let isNew = false;
        let mail: MailMessage | null = null;
        if (line.purpose === 'upgrade') {
          if (!current) throw new Error(`an upgrade without a membership: payment ${payment.id}`);
          await repository.updateMembership(tx, current.id, {
            tierId: line.tierId,
            nextTierId: null,
            totalPaid: current.totalPaid + payment.amount,
          });
          membershipId = current.id;
        } else {
          const months = line.months as MembershipPeriod;
          if (!current) {
            const created = await repository.insertMembership(tx, {
              creatorUserId: line.creatorUserId,
              supporterUserId: line.supporterUserId,
              tierId: line.tierId,
              months,
              startedAt: at,
              periodStart: at,
              endsAt: addManilaMonths(at, months),
              autoRenew: line.autoRenew && Boolean(method?.recurringToken),
              totalPaid: payment.amount,
              ...paidWith,
            });
            membershipId = created.id;
            isNew = true;
            mail = (await deps.newMemberMail?.(tx, created.id)) ?? null;
          } else {
            const lapsed = statusOf(current, at) === 'lapsed';
            // a renewal paid in the period or its grace adds to the period; after it, a new one starts now
            const from = lapsed ? at : current.endsAt;
            // a renewal charged to the kept method keeps it; a payment made anew says what it was paid with
            const token =
              line.purpose === 'recurring'
                ? (method?.recurringToken ?? current.recurringToken)
                : (method?.recurringToken ?? null);
            await repository.updateMembership(tx, current.id, {
              tierId: line.purpose === 'join' ? line.tierId : (current.nextTierId ?? line.tierId),
              nextTierId: null,
              months,
              ...(lapsed && { startedAt: current.startedAt, periodStart: at }),
              ...(!lapsed && { periodStart: current.endsAt }),
              endsAt: addManilaMonths(from, months),
              graceEndsAt: null,
              status: 'active',
              lapsedAt: null,
              cancelledAt: null,
              autoRenew:
                (line.purpose === 'recurring' ? current.autoRenew : line.autoRenew) && Boolean(token),
              totalPaid: current.totalPaid + payment.amount,
              method: method?.type ?? current.method,
              recurringToken: token,
            });
            membershipId = current.id;
            // a free trial's first payment is its conversion: a paid member from now (decision 0155)
            const converts = !lapsed && inTrial(current);
            isNew = lapsed || converts;
            if (isNew) mail = (await deps.newMemberMail?.(tx, current.id)) ?? null;
          }
        }
        await repository.linkPayment(tx, payment.id, membershipId);
        infos.set(payment.id, {
          description:
            line.purpose === 'upgrade'
              ? `Membership upgrade from ${supporterName} to ${tierName}`
              : `Membership from ${supporterName}: ${tierName}, ${periodWords(line.months)}`,
          counterpartyName: supporterName,
          ...(isNew && { newMember: { tierName, ...(mail && { mail }) } }),
          ...(!isNew && line.purpose === 'upgrade' && { upgrade: { tierName } }),
        });
      }
      return infos;
    },

    // a renewal or an upgrade is thanked, not welcomed
    async thanks(payment, payeeName, t) {
      const [found] = await repository.paymentsFor(deps.db, [payment.id]);
      if (found?.line.purpose === 'upgrade') {
        return t('payments.thanks.upgraded', { tier: found.tierName, name: payeeName });
      }
      if (found?.line.purpose === 'renew' || found?.line.purpose === 'recurring') {
        return t('payments.thanks.renewed', { name: payeeName });
      }
      return t('payments.thanks.joined', { name: payeeName });
    },
  };
}
