import type { Tx } from '../../db/client.ts';
import { giftHeldPosting, paymentSettlement, referralRewardPosting } from '../../ledger/postings.ts';
import type { CheckoutState, PaidMethod } from '../../providers/payments/payment-provider.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { PaymentRow } from './payments.repository.ts';
import type {
  PaymentKind,
  SettledInfo,
  SettledPayment,
  SettledSummary,
  SettlementHandler,
  SettlementListener,
} from './payments.types.ts';
import type { RefundEffects } from './refunds.service.ts';

export const summaryOf = ({ kind, payeeUserId }: PaymentRow): SettledSummary => ({ kind, payeeUserId });

/** How a payment of each kind is posted in the ledger and listed on its payee's statement. */
const ledgerType = (kind: PaymentKind) =>
  kind === 'gift' || kind === 'goal_gift'
    ? 'donation'
    : kind === 'product'
      ? 'product_sale'
      : kind === 'commission'
        ? 'commission'
        : 'payment';
const statementType = (kind: PaymentKind) =>
  kind === 'purchase'
    ? 'payment'
    : kind === 'membership'
      ? 'membership'
      : kind === 'product'
        ? 'product_sale'
        : kind === 'commission'
          ? 'commission'
          : 'donation';

/** A payment locked for settlement, with which listeners' audiences hold its payee. */
export type Settling = {
  payment: PaymentRow;
  paidAt: Date;
  method: PaidMethod | null;
  /** The provider's id of the payment, when it said: its refunds name it. */
  providerPaymentId: string | null;
  audiences: boolean[];
};

/** A payment paid with another amount than the one asked for, locked to be given back. */
export type Mismatched = {
  payment: PaymentRow;
  paidAt: Date;
  paidAmount: number;
  providerPaymentId: string | null;
};

/**
 * Settlement: a paid payment reaches its payee once, through the feature that started it, in the
 * transaction that locked its row; one paid another amount, or that its feature gives back, goes back to
 * its payer; a refused charge of a saved method ends. The features register how their payments settle, and
 * listen, while the app is built.
 */
export function createSettlement(ctx: PaymentsContext) {
  const { deps, handlers, listeners, audiences, registering } = ctx;
  const { db, repository, provider, log } = deps;

  /**
   * Settles payments whose rows the caller has locked and found unpaid: the features record their side,
   * the ledger posts the money, the payments are marked paid and the statement lines written.
   */
  async function settle(tx: Tx, items: Settling[]) {
    if (!items.length) return;
    const infos = new Map<string, SettledInfo>();
    for (const kind of new Set(items.map((item) => item.payment.kind))) {
      const handler = handlers[kind];
      if (!handler) throw new Error(`no settlement handler for ${kind}`);
      const ofKind = items.filter((item) => item.payment.kind === kind);
      const methods = new Map(
        ofKind.flatMap(({ payment, method }) => (method ? [[payment.id, method] as const] : [])),
      );
      const settled = await handler.onSettled(
        tx,
        ofKind.map((item) => item.payment),
        methods,
      );
      for (const [id, info] of settled) infos.set(id, info);
    }
    // a payment given back never reaches its payee: no credit, statement line, receipt or listener
    const refunded = items.filter(({ payment }) => infos.get(payment.id)!.refund);
    if (refunded.length) {
      if (!deps.refunds) throw new Error('a payment to refund, and no refunds');
      await deps.refunds.hold(
        tx,
        refunded.map((item) => ({ ...item, description: infos.get(item.payment.id)!.description })),
      );
      items = items.filter(({ payment }) => !infos.get(payment.id)!.refund);
      if (!items.length) return;
    }
    // a gift of a membership or a post waits for its recipient (decision 0153): held, nobody's money yet
    const held = items.filter(({ payment }) => infos.get(payment.id)!.held);
    if (held.length) {
      await holdForRecipients(tx, held, infos);
      items = items.filter(({ payment }) => !infos.get(payment.id)!.held);
      if (!items.length) return;
    }
    const postings = items.map(({ payment }) =>
      paymentSettlement({
        payeeUserId: payment.payeeUserId,
        gross: payment.amount,
        feeBasisPoints: deps.fees[payment.kind],
        pending: payment.held,
        type: ledgerType(payment.kind),
        description: infos.get(payment.id)!.description,
        reference: payment.reference,
        idempotencyKey: `settle:${payment.id}`,
      }),
    );
    const fees = postings.map(
      (posting) =>
        posting.entries.find((e) => 'platform' in e.account && e.account.platform === 'platform_fees')
          ?.amount ?? 0,
    );
    // a reward is a share of a fee: a batch without fees has none, and is not asked about
    const rewards =
      deps.referrals && fees.some((fee) => fee > 0)
        ? await deps.referrals.rewardsFor(
            tx,
            items.map((item, i) => ({ ...item, fee: fees[i]! })),
          )
        : [];
    const byId = new Map(items.map(({ payment }) => [payment.id, payment]));
    const rewardPostings = rewards.map((reward) =>
      referralRewardPosting({
        paymentId: reward.paymentId,
        referrerUserId: reward.referrerUserId,
        amount: reward.amount,
        pending: byId.get(reward.paymentId)!.held,
        description: reward.description,
      }),
    );
    // one statement for the payments and their rewards: every user account it moves is locked in one order
    const allPosted = await deps.ledger.postMany(tx, [...postings, ...rewardPostings]);
    const posted = allPosted.slice(0, postings.length);
    const rewardLines = rewards.flatMap((reward, i) => {
      const transaction = allPosted[postings.length + i];
      if (!transaction) return [];
      return [
        {
          userId: reward.referrerUserId,
          transactionNo: transaction.transactionNo,
          type: 'referral_reward' as const,
          status: 'completed' as const,
          description: reward.description,
          // the payment's reference would open someone else's gift: the transaction number is enough
          reference: null,
          totalAmount: reward.amount,
          grossAmount: reward.amount,
          feeAmount: 0,
          balance: byId.get(reward.paymentId)!.held ? ('pending' as const) : ('available' as const),
          // the referred creator is named in the description; they are not a supporter of the referrer
          referredUserId: reward.referredUserId,
        },
      ];
    });
    // a signed-in payer gets a receipt by mail; a visitor left no address
    const withPayer = items.filter(({ payment }) => payment.payerUserId).map(({ payment }) => payment.id);
    if (withPayer.length) await deps.queueReceipts?.(tx, withPayer);
    const settled = items.map(({ payment }, i): SettledPayment => {
      const transaction = posted[i];
      // the payment row is locked and was not paid, so its key cannot have been used
      if (!transaction) throw new Error(`payment ${payment.id} was posted before`);
      return {
        payment,
        info: infos.get(payment.id)!,
        netAmount: payment.amount - fees[i]!,
        ledgerTransactionId: transaction.id,
      };
    });
    // the lock said which listeners' audiences hold each payee, in the order of `audiences`
    let audience = 0;
    for (const listener of listeners) {
      const index = listener.payees ? audience++ : -1;
      const told = index < 0 ? settled : settled.filter((_settled, i) => items[i]!.audiences[index]);
      if (told.length) await listener(tx, told);
    }
    await repository.markPaid(
      tx,
      items.map(({ payment, paidAt, providerPaymentId }, i) => {
        const transaction = posted[i]!;
        const { info, netAmount } = settled[i]!;
        const fee = payment.amount - netAmount;
        return {
          paymentId: payment.id,
          paidAt,
          ledgerTransactionId: transaction.id,
          providerPaymentId,
          line: {
            userId: payment.payeeUserId,
            transactionNo: transaction.transactionNo,
            type: statementType(payment.kind),
            status: 'completed' as const,
            description: info.description,
            reference: payment.reference,
            totalAmount: netAmount,
            grossAmount: payment.amount,
            feeAmount: fee,
            balance: payment.held ? ('pending' as const) : ('available' as const),
            giftId: info.giftId ?? null,
            counterpartyName: info.counterpartyName ?? null,
            message: info.message ?? null,
          },
        };
      }),
      rewardLines,
    );
  }

  /**
   * Payments held for someone else (decision 0153): into gifts held (or commissions held, decision 0165)
   * under the settlement's key, marked paid with no line on the payee's statement, the payer's receipt
   * queued; the payee's listeners hear of it when the feature releases the money.
   */
  async function holdForRecipients(tx: Tx, items: Settling[], infos: Map<string, SettledInfo>) {
    const posted = await deps.ledger.postMany(
      tx,
      items.map(({ payment }) =>
        giftHeldPosting({
          account: infos.get(payment.id)!.heldIn,
          gross: payment.amount,
          description: infos.get(payment.id)!.description,
          reference: payment.reference,
          idempotencyKey: `settle:${payment.id}`,
        }),
      ),
    );
    await repository.markPaidHeld(
      tx,
      items.map(({ payment, paidAt, providerPaymentId }, i) => {
        const transaction = posted[i];
        // the payment row is locked and was not paid, so its key cannot have been used
        if (!transaction) throw new Error(`payment ${payment.id} was posted before`);
        return { paymentId: payment.id, paidAt, ledgerTransactionId: transaction.id, providerPaymentId };
      }),
    );
    const withPayer = items.filter(({ payment }) => payment.payerUserId).map(({ payment }) => payment.id);
    if (withPayer.length) await deps.queueReceipts?.(tx, withPayer);
  }

  /**
   * Gives back payments of another amount than the one asked for, whose rows the caller has locked and
   * found unpaid: never credited to the payee, refunded in full to the payer (decision 0066).
   */
  async function refundMismatched(tx: Tx, items: Mismatched[]) {
    if (!items.length) return;
    if (!deps.refunds) throw new Error('a payment to refund, and no refunds');
    for (const { payment, paidAmount } of items) {
      log.error(
        { reference: payment.reference, paid: paidAmount, expected: payment.amount },
        'paid amount differs: refunding it',
      );
    }
    await deps.refunds.hold(
      tx,
      items.map((item) => ({ ...item, description: `${item.payment.description} (refunded)` })),
    );
  }

  /**
   * Ends charges of saved methods that the provider refused, whose rows the caller has locked and found
   * pending: cancelled, and their features told in the same transaction.
   */
  async function fail(tx: Tx, items: { payment: PaymentRow; failureCode: string }[]) {
    if (!items.length) return;
    await repository.cancelLocked(
      tx,
      items.map(({ payment }) => payment.id),
    );
    for (const kind of new Set(items.map(({ payment }) => payment.kind))) {
      const ofKind = items.filter(({ payment }) => payment.kind === kind);
      await handlers[kind]?.onFailed?.(
        tx,
        ofKind.map(({ payment }) => payment),
        new Map(ofKind.map(({ payment, failureCode }) => [payment.id, failureCode])),
      );
    }
  }

  const reportSettled = async (settled: SettledSummary[], refundedPayees: string[] = []) => {
    if (settled.length) await deps.onSettled?.(settled);
    if (refundedPayees.length) await deps.onRefunded?.([...new Set(refundedPayees)]);
  };

  /**
   * Settles a pending payment from the provider's answer about its checkout (a verified re-fetch), in
   * a transaction that locks the row first: a webhook for the same payment arriving at the same moment,
   * on this instance or another, finds it paid and does nothing.
   */
  async function settleFromProvider(
    payment: PaymentRow,
    ask: (checkoutId: string) => Promise<CheckoutState | null> = (id) => provider.fetchCheckout(id),
  ) {
    const state = await ask(payment.providerCheckoutId!).catch((err: unknown) => {
      log.warn({ err, reference: payment.reference }, 'checking a checkout failed');
      return null;
    });
    if (state?.status === 'cancelled' && state.failureCode) {
      // a refused charge whose webhook was lost: ended as the webhook would have
      const row = await db.transaction(async (tx) => {
        const [locked] = await repository.lockForSettlement(tx, [payment.id]);
        if (locked!.payment.status === 'pending') {
          await fail(tx, [{ payment: locked!.payment, failureCode: state.failureCode! }]);
        }
        return (await repository.lockById(tx, payment.id))!;
      });
      return { payment: row, state };
    }
    if (state?.status !== 'paid') return { payment, state };
    const mismatched = state.amount !== payment.amount || state.currency !== payment.currency;
    let settledNow = false;
    const row = await db.transaction(async (tx) => {
      const [locked] = await repository.lockForSettlement(tx, [payment.id], audiences());
      if (locked!.payment.status !== 'paid') {
        const paidAt = state.paidAt ?? new Date();
        const providerPaymentId = state.providerPaymentId ?? null;
        if (mismatched) {
          await refundMismatched(tx, [
            { payment: locked!.payment, paidAt, paidAmount: state.amount, providerPaymentId },
          ]);
        } else {
          await settle(tx, [{ ...locked!, paidAt, method: state.method, providerPaymentId }]);
          settledNow = true;
        }
      }
      return (await repository.lockById(tx, payment.id))!;
    });
    if (settledNow) await reportSettled([summaryOf(payment)]);
    return { payment: row, state };
  }

  return {
    settle,
    refundMismatched,
    fail,
    settleFromProvider,
    reportSettled,

    /** How payments of `kind` settle: the feature that starts them says so, once, while the app is built. */
    registerSettlement(kind: PaymentKind, handler: SettlementHandler) {
      registering();
      if (handlers[kind]) throw new Error(`payments of kind ${kind} already settle elsewhere`);
      handlers[kind] = handler;
    },

    /**
     * What a refund ends besides the money, by the payment's kind: each kind's settlement handler says
     * (decision 0104). A kind without one (a purchase: refunds close its post themselves) ends nothing more.
     */
    refundEffects: {
      taken: async (tx, payment, refund) => {
        await handlers[payment.kind]?.onRefunded?.(tx, payment, refund);
      },
      returned: async (tx, payment, refund) => {
        await handlers[payment.kind]?.onRefundReturned?.(tx, payment, refund);
      },
    } satisfies RefundEffects,

    /** Tells `listener` of the payments that settle, inside the settlement's transaction. */
    addSettlementListener(listener: SettlementListener) {
      registering();
      listeners.push(listener);
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
