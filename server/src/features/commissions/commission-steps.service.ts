import type { CommissionRequestStatus } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import type { CommissionMoney } from './commission-money.ts';
import type { CommissionStep, TellStep } from './commission-notices.ts';
import type { PresentRequests } from './commission-presenter.ts';
import { requestNotFound } from './commission-requests.service.ts';
import type { CommissionRequestRow, CommissionsRepository } from './commissions.repository.ts';

type Changes = Parameters<CommissionsRepository['updateRequest']>[2];

/** A request still being worked on: accepted, and not delivered yet. */
export const underWay: readonly CommissionRequestStatus[] = [
  'accepted',
  'in_progress',
  'balance_due',
  'balance_paid',
];

/**
 * The creator's steps of a request (decision 0165), each in one transaction under the request's row lock,
 * so a step is taken, and told to the supporter, once: accept (the held money reaches them), decline (it
 * goes back), start the work, ask for the balance, deliver the files.
 */
export function createCommissionSteps(deps: {
  db: Db;
  repository: CommissionsRepository;
  money: CommissionMoney;
  tell: TellStep;
  present: PresentRequests;
  now: () => Date;
}) {
  const { db, repository, money, tell, now } = deps;

  /** A received request, locked; 404 to anyone but its creator, and for a checkout never paid. */
  async function lockOwn(tx: Tx, creatorId: string, requestId: string) {
    const request = await repository.request(tx, requestId, true);
    if (
      !request ||
      request.creatorUserId !== creatorId ||
      request.status === 'awaiting_payment' ||
      request.status === 'cancelled'
    ) {
      throw requestNotFound();
    }
    return request;
  }

  /**
   * Takes a step when the request is at one of `from` (409 otherwise): `act` may move money and say what
   * else changes; the supporter is told of `step`.
   */
  async function step(
    creatorId: string,
    requestId: string,
    from: readonly CommissionRequestStatus[],
    step: CommissionStep,
    act: (tx: Tx, request: CommissionRequestRow, at: Date) => Promise<Changes>,
  ) {
    const row = await db.transaction(async (tx) => {
      const request = await lockOwn(tx, creatorId, requestId);
      if (!from.includes(request.status)) {
        throw new AppError('conflict', say('commissionStepNotNow'));
      }
      const updated = await repository.updateRequest(tx, request.id, await act(tx, request, now()));
      const type = (await repository.type(tx, request.typeId))!;
      await tell(tx, updated, step, type.title);
      return updated;
    });
    return (await deps.present([row], creatorId))[0]!;
  }

  /** An answer in time: past its 7 days the request is refunded by the job, whatever it is told. */
  function inTime(request: CommissionRequestRow, at: Date) {
    if (request.answerDueAt && request.answerDueAt <= at) {
      throw new AppError('conflict', say('commissionAnswerLate'));
    }
  }

  const hasBalance = (request: CommissionRequestRow) => request.amount > request.downAmount;

  return {
    accept: (creatorId: string, requestId: string) =>
      step(creatorId, requestId, ['requested'], 'accepted', async (tx, request, at) => {
        inTime(request, at);
        const [type, supporter] = await Promise.all([
          repository.type(tx, request.typeId),
          repository.person(tx, request.supporterUserId),
        ]);
        await money.release(tx, request, {
          supporter: supporter?.pageName ?? 'A supporter',
          title: type?.title ?? 'Commission',
        });
        return { status: 'accepted', acceptedAt: at };
      }),

    decline: (creatorId: string, requestId: string) =>
      step(creatorId, requestId, ['requested'], 'declined', async (tx, request, at) => {
        inTime(request, at);
        await money.giveBack(tx, request, 'declined');
        return { status: 'declined', declinedAt: at };
      }),

    start: (creatorId: string, requestId: string) =>
      step(creatorId, requestId, ['accepted'], 'in_progress', async (_tx, _request, at) => ({
        status: 'in_progress',
        startedAt: at,
      })),

    /** Asks for what is left to pay, before delivery; a request paid in full has nothing to ask. */
    askBalance: (creatorId: string, requestId: string) =>
      step(creatorId, requestId, ['accepted', 'in_progress'], 'balance_asked', async (_tx, request, at) => {
        if (!hasBalance(request)) throw new AppError('conflict', say('commissionNoBalance'));
        return { status: 'balance_due', balanceAskedAt: at };
      }),

    /** Delivers the files uploaded: once the balance is paid, or at once for a request paid in full. */
    deliver: (creatorId: string, requestId: string) =>
      step(creatorId, requestId, underWay, 'delivered', async (tx, request, at) => {
        if (hasBalance(request) && request.status !== 'balance_paid') {
          throw new AppError('conflict', say('commissionBalanceFirst'));
        }
        if (!(await repository.filesOf(tx, [request.id])).length) {
          throw new AppError('conflict', say('commissionNothingToDeliver'));
        }
        return { status: 'delivered', deliveredAt: at };
      }),

    lockOwn,
  };
}

export type CommissionSteps = ReturnType<typeof createCommissionSteps>;
