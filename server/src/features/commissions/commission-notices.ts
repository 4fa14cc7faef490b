import { formatPesos } from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import { translator } from '../../lib/i18n.ts';
import type { Notify } from '../notifications/notifications.service.ts';
import type { CommissionRequestRow, CommissionsRepository } from './commissions.repository.ts';

/**
 * A request's steps, as told: its supporter of accepted to expired, each once; its creator of a request paid
 * and of its balance paid (`creatorSteps`).
 */
export type CommissionStep =
  | 'accepted'
  | 'in_progress'
  | 'balance_asked'
  | 'delivered'
  | 'declined'
  | 'expired'
  | (typeof creatorSteps)[number];
const creatorSteps = ['requested', 'balance_paid'] as const;

// the screens a notice opens, as the web app's router names them
export const commissionScreens = {
  supporter: (requestId: string) => `/dashboard/commissions?request=${requestId}`,
  creator: (requestId: string) => `/dashboard/creator-hub/commissions?request=${requestId}`,
};

/**
 * Tells of a request's step (decision 0165), in the transaction that takes it: a notification of the kind
 * `commission_updated` under a key of the request and the step, so a step told twice is told once, which
 * the person's choices send by mail and push; and for the supporter who gave a mobile number, an SMS in
 * their language, sent only when the notification is new.
 */
export function createCommissionNotices(deps: {
  repository: CommissionsRepository;
  notify: Notify;
  publicUrl: string;
  /** Queue in the caller's transaction. */
  sendSms: (tx: Tx, sms: { to: string; text: string }) => Promise<void>;
  /** Whether a step of a request was told already. */
  toldBefore: (tx: Tx, dedupeKey: string) => Promise<boolean>;
}) {
  const { repository } = deps;

  return async function tell(tx: Tx, request: CommissionRequestRow, step: CommissionStep, title: string) {
    const toCreator = (creatorSteps as readonly string[]).includes(step);
    const [creator, supporter] = await Promise.all([
      repository.person(tx, request.creatorUserId),
      repository.person(tx, request.supporterUserId),
    ]);
    const amount =
      step === 'balance_asked' || step === 'balance_paid'
        ? request.amount - request.downAmount
        : step === 'requested'
          ? request.amount
          : request.downAmount;
    const dedupeKey = `commission:${request.id}:${step}`;
    const toldBefore = await deps.toldBefore(tx, dedupeKey);
    await deps.notify(tx, [
      {
        recipientUserId: toCreator ? request.creatorUserId : request.supporterUserId,
        kind: 'commission_updated',
        dedupeKey,
        actorUserId: toCreator ? request.supporterUserId : request.creatorUserId,
        data: {
          step,
          title,
          creator_name: creator?.pageName ?? null,
          supporter_name: supporter?.pageName ?? null,
          amount: formatPesos(amount),
        },
        url: toCreator ? commissionScreens.creator(request.id) : commissionScreens.supporter(request.id),
      },
    ]);
    if (toCreator || !request.mobile || toldBefore) return;
    const t = translator(supporter?.language ?? 'en');
    await deps.sendSms(tx, {
      to: `+63${request.mobile}`,
      text: t(`sms.commission.${step}`, {
        creator: creator?.pageName ?? '',
        title,
        amount: formatPesos(amount),
        link: `${deps.publicUrl}${commissionScreens.supporter(request.id)}`,
      }),
    });
  };
}

export type TellStep = ReturnType<typeof createCommissionNotices>;
