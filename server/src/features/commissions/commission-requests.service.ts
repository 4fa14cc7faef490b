import { commissionLimits, type CommissionRequestInput, formatCentavos } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { FileRemover } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { PaymentsService, SettledInfo, SettlementHandler } from '../payments/payments.service.ts';
import { type CommissionMoney, statusFromSteps } from './commission-money.ts';
import type { TellStep } from './commission-notices.ts';
import type { PresentRequests } from './commission-presenter.ts';
import { downPaymentOf, typeNotFound } from './commission-types.service.ts';
import type {
  CommissionRequestRow,
  CommissionsRepository,
  CommissionTypeRow,
} from './commissions.repository.ts';

const DAY_MS = 86_400_000;
/** Requests a job run refunds, or checkouts it closes, in one transaction. */
const BATCH = 100;

export const requestNotFound = () => new AppError('not_found', say('commissionRequestNotFound'));

/** Whether a request paid now finds its type open with a slot left, under the type's row lock. */
async function slotFree(repository: CommissionsRepository, executor: Db | Tx, type: CommissionTypeRow) {
  const taken = (await repository.slotsTaken(executor, [type.id])).get(type.id) ?? 0;
  return taken < type.slots;
}

/**
 * Requests (decision 0165): the checkout of what is paid first, under the type's row lock so no more
 * requests are under way than it has slots; the balance's checkout; how both settle (the first held in
 * commissions held, the balance straight to the creator); refunds' effects; and the job that refunds
 * requests unanswered in 7 days and frees the slots of checkouts that ended unpaid.
 */
export function createCommissionRequests(deps: {
  db: Db;
  repository: CommissionsRepository;
  ledger: Ledger;
  money: CommissionMoney;
  payments: Pick<PaymentsService, 'startCheckout'>;
  blocks: BlockCheck;
  present: PresentRequests;
  tell: TellStep;
  removeFiles: FileRemover;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, repository, money, tell, now } = deps;

  /** A request its supporter or its creator may see: 404 to anyone else. */
  async function visible(userId: string, requestId: string) {
    const row = await repository.request(db, requestId);
    if (!row || (row.supporterUserId !== userId && row.creatorUserId !== userId)) throw requestNotFound();
    if (row.creatorUserId === userId && (row.status === 'awaiting_payment' || row.status === 'cancelled')) {
      throw requestNotFound();
    }
    return row;
  }

  /** The request a payment (its first or its balance) opened, found once the checkout is there. */
  async function opened(reference: string, linkUrl: string) {
    const found = await repository.requestByReference(reference);
    if (!found) throw new Error(`no commission request for payment ${reference}`);
    return { link_url: linkUrl, reference, request_id: found.id };
  }

  /** A first payment paid: held until the creator answers, and the creator told of the request. */
  async function settleFirst(tx: Tx, request: CommissionRequestRow, at: Date): Promise<SettledInfo> {
    const type = (await repository.type(tx, request.typeId, true))!;
    const supporter = await repository.person(tx, request.supporterUserId);
    const name = supporter?.pageName ?? 'A supporter';
    // a checkout that had ended, its slot given back, takes one again if the type still has it
    if (request.status === 'cancelled' && !(type.isOpen && (await slotFree(repository, tx, type)))) {
      return { description: `Commission request ${type.title} by ${name}, no longer open`, refund: true };
    }
    const updated = await repository.updateRequest(tx, request.id, {
      status: 'requested',
      paidAt: at,
      answerDueAt: new Date(at.getTime() + commissionLimits.answerDays * DAY_MS),
    });
    await tell(tx, updated, 'requested', type.title);
    return {
      description: `Commission "${type.title}" from ${name}: held until its creator answers`,
      counterpartyName: name,
      held: true,
      heldIn: 'commissions_held',
    };
  }

  /** A balance paid: the creator's at once (the work is accepted), and told. */
  async function settleBalance(tx: Tx, request: CommissionRequestRow, at: Date): Promise<SettledInfo> {
    const type = (await repository.type(tx, request.typeId))!;
    const supporter = await repository.person(tx, request.supporterUserId);
    const name = supporter?.pageName ?? 'A supporter';
    if (request.status !== 'balance_due') {
      return { description: `Commission balance of ${type.title} by ${name}, no longer due`, refund: true };
    }
    const updated = await repository.updateRequest(tx, request.id, {
      status: 'balance_paid',
      balancePaidAt: at,
    });
    await tell(tx, updated, 'balance_paid', type.title);
    return { description: `Commission balance from ${name}: ${type.title}`, counterpartyName: name };
  }

  const settlement: SettlementHandler = {
    async onSettled(tx, paid) {
      const rows = await repository.lockByPayments(
        tx,
        paid.map((payment) => payment.id),
      );
      const infos = new Map<string, SettledInfo>();
      const at = now();
      for (const payment of paid) {
        const first = rows.find((row) => row.paymentId === payment.id);
        const balance = rows.find((row) => row.balancePaymentId === payment.id);
        if (first && (first.status === 'awaiting_payment' || first.status === 'cancelled')) {
          infos.set(payment.id, await settleFirst(tx, first, at));
        } else if (balance) {
          infos.set(payment.id, await settleBalance(tx, balance, at));
        } else {
          // a balance's checkout that another replaced, or a request gone with its type: it goes back
          infos.set(payment.id, { description: 'Commission payment no longer due', refund: true });
        }
      }
      return infos;
    },

    /**
     * A refund staff gave, a refund request's, or the provider's: the request ends (its slot, and its
     * delivery's downloads, with it). Its first payment still held moves from commissions held to platform
     * fees first, where the refund takes it from; once accepted, the refund takes back from the creator.
     */
    async onRefunded(tx, payment, refund) {
      const [request] = await repository.lockByPayments(tx, [payment.id]);
      if (!request || ['declined', 'expired', 'refunded', 'cancelled'].includes(request.status)) return;
      if (request.paymentId === payment.id && request.status === 'requested') {
        await deps.ledger.post(tx, money.heldToFees(request, payment.reference, refund, 1));
      }
      await repository.updateRequest(tx, request.id, { status: 'refunded', refundedAt: refund.at });
    },

    /** The provider refused that refund: the request is back at its step. */
    async onRefundReturned(tx, payment, refund) {
      const [request] = await repository.lockByPayments(tx, [payment.id]);
      if (
        !request ||
        request.status !== 'refunded' ||
        request.refundedAt?.getTime() !== refund.at.getTime()
      ) {
        return;
      }
      const status = statusFromSteps(request);
      if (request.paymentId === payment.id && status === 'requested') {
        await deps.ledger.post(tx, money.heldToFees(request, payment.reference, refund, -1));
      }
      await repository.updateRequest(tx, request.id, { status, refundedAt: null });
    },

    async thanks(payment, payeeName, t) {
      const balance = await repository.requestByBalancePayment(payment.id);
      return balance
        ? t('payments.thanks.commissionBalance', { name: payeeName })
        : t('payments.thanks.commission', { name: payeeName, days: commissionLimits.answerDays });
    },
  };

  return {
    settlement,

    /**
     * Opens the checkout of a request's first payment: the down payment, or the whole price. A type closed,
     * or with every slot taken (by requests under way and open checkouts), is a 409 before anyone pays;
     * the slot is taken in the transaction that writes the payment, under the type's row lock.
     */
    async request(input: { supporterId: string; typeId: string; body: CommissionRequestInput }) {
      const { supporterId, body } = input;
      const type = await repository.type(db, input.typeId);
      if (!type) throw typeNotFound();
      const creator = await repository.person(db, type.creatorUserId);
      if (!creator || creator.status !== 'active' || (await deps.blocks.isBlocked(creator.id, supporterId))) {
        throw typeNotFound();
      }
      if (creator.id === supporterId) throw new AppError('conflict', say('commissionOwn'));
      let amount = type.amount;
      if (type.priceMode === 'range') {
        if (body.amount === undefined) throw fieldError('amount', say('fieldRequired', { field: 'amount' }));
        if (body.amount < type.amount || body.amount > type.maxAmount!) {
          throw fieldError(
            'amount',
            say('commissionAmountOutOfRange', {
              min: formatCentavos(type.amount),
              max: formatCentavos(type.maxAmount!),
            }),
          );
        }
        amount = body.amount;
      }
      if (!type.isOpen) throw new AppError('conflict', say('commissionClosed'));
      if (!(await slotFree(repository, db, type))) {
        throw new AppError('conflict', say('commissionFull'));
      }
      const downAmount = downPaymentOf(amount, type.downPaymentPercent);
      const page = `${deps.publicUrl}/${creator.pageUrl}/shop`;
      const { linkUrl, reference } = await deps.payments.startCheckout({
        kind: 'commission',
        payeeUserId: creator.id,
        payerUserId: supporterId,
        amount: downAmount,
        source: 'web',
        description: `Commission: ${type.title} by ${creator.pageName} on PIXEL`,
        successUrl: { given: body.success_redirect_url, fallback: `${page}?commission=paid` },
        failureUrl: { given: body.failure_redirect_url, fallback: `${page}?commission=cancelled` },
        campaign: {},
        record: async (tx, payment) => {
          const locked = await repository.type(tx, type.id, true);
          if (!locked) throw typeNotFound();
          if (!locked.isOpen) throw new AppError('conflict', say('commissionClosed'));
          if (!(await slotFree(repository, tx, locked)))
            throw new AppError('conflict', say('commissionFull'));
          const references = await repository.lockFreeReferences(tx, supporterId, body.reference_ids);
          if (references.length !== body.reference_ids.length) {
            throw fieldError('reference_ids', say('commissionReferenceInvalid'));
          }
          const made = await repository.insertRequest(tx, {
            typeId: locked.id,
            creatorUserId: creator.id,
            supporterUserId: supporterId,
            brief: body.brief,
            amount,
            downAmount,
            mobile: body.mobile_number,
            paymentId: payment.id,
          });
          await repository.attachReferences(tx, made.id, body.reference_ids);
        },
      });
      return opened(reference, linkUrl);
    },

    /** Opens the checkout of a request's balance, asked for by its creator; an open one is sent back to. */
    async payBalance(input: {
      supporterId: string;
      requestId: string;
      body: { success_redirect_url?: string | undefined; failure_redirect_url?: string | undefined };
    }) {
      const request = await repository.request(db, input.requestId);
      if (!request || request.supporterUserId !== input.supporterId) throw requestNotFound();
      if (request.status !== 'balance_due') throw new AppError('conflict', say('commissionBalanceNotDue'));
      if (request.balancePaymentId) {
        const [open] = await repository.paymentsByIds([request.balancePaymentId]);
        if (open?.status === 'pending' && open.checkoutUrl) return opened(open.reference, open.checkoutUrl);
      }
      const [type, creator] = await Promise.all([
        repository.type(db, request.typeId),
        repository.person(db, request.creatorUserId),
      ]);
      const page = `${deps.publicUrl}/dashboard/commissions`;
      const { linkUrl, reference } = await deps.payments.startCheckout({
        kind: 'commission',
        payeeUserId: request.creatorUserId,
        payerUserId: request.supporterUserId,
        amount: request.amount - request.downAmount,
        source: 'web',
        description: `Commission balance: ${type!.title} by ${creator!.pageName} on PIXEL`,
        successUrl: { given: input.body.success_redirect_url, fallback: `${page}?balance=paid` },
        failureUrl: { given: input.body.failure_redirect_url, fallback: `${page}?balance=cancelled` },
        campaign: {},
        record: async (tx, payment) => {
          const locked = await repository.request(tx, request.id, true);
          if (locked?.status !== 'balance_due')
            throw new AppError('conflict', say('commissionBalanceNotDue'));
          await repository.updateRequest(tx, request.id, { balancePaymentId: payment.id });
        },
      });
      return opened(reference, linkUrl);
    },

    async mine(userId: string, side: 'supporter' | 'creator') {
      return deps.present(await repository.requestsOf(userId, side, 100), userId);
    },

    async view(userId: string, requestId: string) {
      return (await deps.present([await visible(userId, requestId)], userId))[0]!;
    },

    /**
     * The job's part: requests unanswered in 7 days refunded (each once: its row locked and its status
     * moved in one transaction), checkouts that ended unpaid giving their slot back, and reference images
     * no request took within a day removed.
     */
    async run() {
      const at = now();
      await db.transaction(async (tx) => {
        for (const request of await repository.lockUnanswered(tx, at, BATCH)) {
          await money.giveBack(tx, request, 'expired');
          const updated = await repository.updateRequest(tx, request.id, {
            status: 'expired',
            refundedAt: at,
          });
          const type = (await repository.type(tx, request.typeId))!;
          await tell(tx, updated, 'expired', type.title);
        }
      });
      await db.transaction(async (tx) => {
        for (const { request } of await repository.lockEnded(tx, BATCH)) {
          await repository.updateRequest(tx, request.id, { status: 'cancelled' });
        }
      });
      await db.transaction(async (tx) => {
        const stray = await repository.lockStrayReferences(tx, new Date(at.getTime() - DAY_MS), BATCH);
        await repository.deleteReferences(
          tx,
          stray.map((row) => row.id),
        );
        await deps.removeFiles(
          tx,
          stray.map((row) => ({ key: row.storageKey, area: 'private' as const })),
        );
      });
    },
  };
}

export type CommissionRequests = ReturnType<typeof createCommissionRequests>;
