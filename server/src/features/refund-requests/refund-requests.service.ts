import {
  formatCentavos,
  formatPesos,
  type RefundRequest,
  refundRequestRules as rules,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { translator } from '../../lib/i18n.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { manilaDateTime } from '../../lib/manila.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { RefundsService } from '../payments/refunds.service.ts';
import type {
  RefundRequestRow,
  RefundRequestsRepository,
  RefundRequestView,
} from './refund-requests.repository.ts';
import type { StaffAudit, StaffRules } from '../audit/audit.service.ts';
import { type Notify, notificationEvents } from '../notifications/notifications.service.ts';
import type { Language } from '@pixel/contract';

export interface RefundRequestsServiceDeps {
  db: Db;
  repository: RefundRequestsRepository;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => Date;
  refunds: { start: RefundsService['start'] };
  /** Writes a staff decision to the audit trail, in its transaction (decision 0098). */
  audit: StaffAudit;
  /** Staff decide no request of their own, asked or received, nor of a higher role (decision 0121). */
  rules: Pick<StaffRules, 'mayActOn'>;
  dropPages: (userIds: string[]) => Promise<void>;
  /** The other side hears of a request and of its answer. */
  notify: Notify;
}

const PER_PAGE = 20;
const DAY_MS = 86_400_000;

const present = (view: RefundRequestView): RefundRequest => ({
  id: view.request.id,
  reference: view.reference,
  kind: view.kind === 'membership' ? 'membership' : 'purchase',
  amount: formatCentavos(view.amount),
  status: view.request.status,
  reason: view.request.reason,
  reply: view.request.reply,
  supporter: personSummaryOf(view.supporter),
  creator: personSummaryOf(view.creator),
  created_at: view.request.createdAt.toISOString(),
  creator_due_at: view.request.creatorDueAt.toISOString(),
  answered_at: view.request.answeredAt?.toISOString() ?? null,
});

/**
 * A supporter's request for their money back (decision 0100): asked within 7 days of paying for a post or
 * a membership, answered by the creator within 3 days, or by support after that. An approval refunds the
 * whole payment through the refunds finance gives (decision 0099).
 */
export function createRefundRequestsService(deps: RefundRequestsServiceDeps) {
  const { db, repository, mailer, now, publicUrl } = deps;
  const link = (path: string) => new URL(path, publicUrl).toString();

  async function view(executor: Db | Tx, id: string) {
    const found = await repository.find(executor, id);
    if (!found) throw new AppError('not_found', say('noSuchRefundRequest'));
    return found;
  }

  /** The supporter told of the answer: the notification's mail, by their choice for it, is the answer's mail. */
  const answered = (
    request: RefundRequestRow,
    found: RefundRequestView,
    outcome: 'approved' | 'declined',
    answer: { reply: string | null; staff: Staff | null },
  ) => ({
    ...notificationEvents.refundAnswered({
      requestId: request.id,
      supporterUserId: request.supporterUserId,
      outcome,
      answeredBy: answer.staff ? 'PIXEL support' : found.creator.pageName,
      amount: found.amount,
      reference: found.reference,
    }),
    ...(found.supporter.email && {
      mail: {
        to: found.supporter.email,
        ...answerMail(outcome === 'approved' ? 'refundApproved' : 'refundDeclined', found, answer),
      },
    }),
  });

  /** Refunds the request's payment and closes the request as refunded, in `tx`. */
  async function refund(
    tx: Tx,
    request: RefundRequestRow,
    found: RefundRequestView,
    answer: { reply: string | null; staff: Staff | null },
  ) {
    const at = now();
    await deps.refunds.start(tx, {
      reference: found.reference,
      origin: answer.staff ? 'staff' : 'creator',
      staffUserId: answer.staff?.userId ?? null,
      note: answer.reply ?? 'Approved by the creator',
      at,
    });
    await repository.answer(tx, request.id, {
      status: 'refunded',
      reply: answer.reply,
      answeredAt: at,
      answeredByStaffUserId: answer.staff?.userId ?? null,
    });
    await deps.notify(tx, [answered(request, found, 'approved', answer)]);
  }

  /** The supporter's mail of an answer to their request, in their language, with the reply if any. */
  function answerMail(
    mail: 'refundApproved' | 'refundDeclined',
    found: RefundRequestView,
    answer: { reply?: string | null; staff: Staff | null },
  ) {
    const t = translator(found.supporter.language ?? 'en');
    const amount = formatPesos(found.amount);
    const text = t(`mail.${mail}.text`, {
      name: found.supporter.pageName,
      by: answer.staff ? t('mail.pixelSupport') : found.creator.pageName,
      amount,
      reference: found.reference,
    });
    return {
      subject: t(`mail.${mail}.subject`, { amount }),
      text: answer.reply ? text + t('mail.refundReply', { reply: answer.reply }) : text,
    };
  }

  async function decline(
    tx: Tx,
    request: RefundRequestRow,
    found: RefundRequestView,
    answer: { reply: string; staff: Staff | null },
  ) {
    await repository.answer(tx, request.id, {
      status: 'declined',
      reply: answer.reply,
      answeredAt: now(),
      answeredByStaffUserId: answer.staff?.userId ?? null,
    });
    await deps.notify(tx, [answered(request, found, 'declined', answer)]);
  }

  /** The creator's answer: only to a request of theirs still waiting for them. */
  async function creatorAnswer(
    input: { creatorId: string; id: string },
    act: (tx: Tx, request: RefundRequestRow, found: RefundRequestView) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const request = await repository.lock(tx, input.id);
      // another creator's request is as absent as one that does not exist
      if (!request || request.creatorUserId !== input.creatorId) {
        throw new AppError('not_found', say('noSuchRefundRequest'));
      }
      if (request.status !== 'awaiting_creator') throw new AppError('conflict', say('refundRequestAnswered'));
      await act(tx, request, await view(tx, input.id));
    });
  }

  async function staffAnswer(
    staff: Staff,
    input: { id: string; reason: string },
    action: 'refund_request.approve' | 'refund_request.decline',
    act: (tx: Tx, request: RefundRequestRow, found: RefundRequestView) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const request = await repository.lock(tx, input.id);
      if (!request) throw new AppError('not_found', say('noSuchRefundRequest'));
      await deps.rules.mayActOn(tx, staff, [request.supporterUserId, request.creatorUserId]);
      if (request.status !== 'with_support') throw new AppError('conflict', say('refundRequestAnswered'));
      const found = await view(tx, input.id);
      await act(tx, request, found);
      await deps.audit.record(tx, staff, {
        action,
        subjectUserId: request.creatorUserId,
        reason: input.reason,
        before: { reference: found.reference, status: request.status },
        after: { status: action === 'refund_request.approve' ? 'refunded' : 'declined' },
      });
    });
  }

  return {
    async ask(input: { supporterId: string; reference: string; reason: string; language: Language }) {
      const found = await repository.findPayment(input.reference);
      // someone else's payment is as unknown as one that does not exist
      if (!found || found.payment.payerUserId !== input.supporterId)
        throw fieldError('reference', say('fieldSelectedInvalid', { field: 'payment' }));
      const { payment } = found;
      if (
        payment.status !== 'paid' ||
        !['purchase', 'membership', 'product', 'commission'].includes(payment.kind) ||
        found.refundId
      ) {
        throw fieldError('reference', say('refundOnlyPaidPostOrMembership'));
      }
      const at = now();
      if (!payment.paidAt || at.getTime() - payment.paidAt.getTime() > rules.askWithinDays * DAY_MS) {
        throw fieldError('reference', say('refundAskWithin', { days: rules.askWithinDays }));
      }
      if (found.requestId) throw new AppError('conflict', say('refundAlreadyAsked'));
      const id = await db.transaction(async (tx) => {
        const row = await repository.insert(tx, {
          paymentId: payment.id,
          supporterUserId: input.supporterId,
          creatorUserId: payment.payeeUserId,
          reason: input.reason,
          creatorDueAt: new Date(at.getTime() + rules.creatorDays * DAY_MS),
        });
        // a second request sent at the same moment found the first
        if (!row) throw new AppError('conflict', say('refundAlreadyAsked'));
        const request = await view(tx, row.id);
        const t = translator(request.creator.language ?? 'en');
        const amount = formatPesos(payment.amount);
        // the creator told: the notification's mail, by their choice for it, is the request's mail
        await deps.notify(tx, [
          {
            ...notificationEvents.refundRequested({
              requestId: row.id,
              creatorUserId: payment.payeeUserId,
              supporterUserId: input.supporterId,
              amount: payment.amount,
              reference: payment.reference,
            }),
            ...(request.creator.email && {
              mail: {
                to: request.creator.email,
                subject: t('mail.refundAsked.subject', { amount }),
                text: t('mail.refundAsked.text', {
                  name: request.creator.pageName,
                  supporter: request.supporter.pageName,
                  amount,
                  reference: payment.reference,
                  reason: input.reason,
                  due: manilaDateTime(row.creatorDueAt),
                  link: link('/dashboard'),
                }),
              },
            }),
          },
        ]);
        return row.id;
      });
      return {
        message: translator(input.language)('messages.refundAsked'),
        request: present(await view(db, id)),
      };
    },

    async list(input: { userId: string; side: 'asked' | 'received'; page: number }) {
      const { rows, total } = await repository.listFor({ ...input, perPage: PER_PAGE });
      return { data: rows.map(present), meta: pageMeta({ page: input.page, perPage: PER_PAGE, total }) };
    },

    async approve(input: { creatorId: string; id: string; reply?: string; language: Language }) {
      await creatorAnswer(input, (tx, request, found) =>
        refund(tx, request, found, { reply: input.reply ?? null, staff: null }),
      );
      const found = await view(db, input.id);
      await deps.dropPages([found.request.creatorUserId]);
      return { message: translator(input.language)('messages.refundApproved'), request: present(found) };
    },

    async decline(input: { creatorId: string; id: string; reply: string; language: Language }) {
      await creatorAnswer(input, (tx, request, found) =>
        decline(tx, request, found, { reply: input.reply, staff: null }),
      );
      return {
        message: translator(input.language)('messages.refundDeclined'),
        request: present(await view(db, input.id)),
      };
    },

    /** The newest 20 requests a person asked or received, for their page on the staff side. */
    ofPerson: async (userId: string) => (await repository.ofPerson(userId, 20)).map(present),

    /** Support's queue: the requests of one status, oldest first. */
    async queue(input: { status: RefundRequestRow['status']; page: number }) {
      const { rows, total } = await repository.listByStatus({ ...input, perPage: PER_PAGE });
      return { data: rows.map(present), meta: pageMeta({ page: input.page, perPage: PER_PAGE, total }) };
    },

    async staffApprove(staff: Staff, input: { id: string; reason: string }) {
      await staffAnswer(staff, input, 'refund_request.approve', (tx, request, found) =>
        refund(tx, request, found, { reply: input.reason, staff }),
      );
      const found = await view(db, input.id);
      await deps.dropPages([found.request.creatorUserId]);
      return { message: 'Refund approved. The money goes back to the supporter.', request: present(found) };
    },

    async staffDecline(staff: Staff, input: { id: string; reason: string }) {
      await staffAnswer(staff, input, 'refund_request.decline', (tx, request, found) =>
        decline(tx, request, found, { reply: input.reason, staff }),
      );
      return {
        message: 'Refund declined. The supporter is told why.',
        request: present(await view(db, input.id)),
      };
    },

    /** The job: requests creators left past their 3 days go to support, and the supporter is told. */
    async escalateDue() {
      return db.transaction(async (tx) => {
        const escalated = await repository.escalateDue(tx, now());
        for (const { id } of escalated) {
          const found = await view(tx, id);
          if (!found.supporter.email) continue;
          const t = translator(found.supporter.language ?? 'en');
          await mailer.send(
            {
              to: found.supporter.email,
              subject: t('mail.refundEscalated.subject'),
              text: t('mail.refundEscalated.text', {
                name: found.supporter.pageName,
                creator: found.creator.pageName,
                amount: formatPesos(found.amount),
                reference: found.reference,
              }),
            },
            { tx },
          );
        }
        return escalated.length;
      });
    },
  };
}

export type RefundRequestsService = ReturnType<typeof createRefundRequestsService>;
