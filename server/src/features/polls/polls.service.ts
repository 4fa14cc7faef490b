import {
  formatCentavos,
  type OverlayEvent,
  type OverlayPoll,
  pollLimits,
  type StreamPoll,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { SettledPayment, SettlementListener } from '../payments/payments.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import type { ChoiceTotal, PollRow, PollsRepository } from './polls.repository.ts';

/** What polls need of the overlay: its events, and who owns an overlay address. */
export interface PollsOverlay {
  publish: (tx: Tx, userId: string, events: OverlayEvent[]) => Promise<void>;
  ownerOf: (token: string) => Promise<{ userId: string }>;
}

/** A poll as its widget shows it, its choices' totals read from the gifts that voted. */
function presentWidget(poll: PollRow, choices: ChoiceTotal[]): OverlayPoll {
  const own = choices.filter((choice) => choice.pollId === poll.id);
  return {
    poll_id: poll.id,
    question: poll.question,
    open: poll.closedAt === null,
    choices: own.map((choice) => ({
      id: choice.id,
      label: choice.label,
      total: formatCentavos(choice.total),
      votes: choice.votes,
    })),
    total: formatCentavos(own.reduce((sum, choice) => sum + choice.total, 0)),
  };
}

function present(poll: PollRow, choices: ChoiceTotal[]): StreamPoll {
  return {
    ...presentWidget(poll, choices),
    opened_at: poll.openedAt.toISOString(),
    closed_at: poll.closedAt?.toISOString() ?? null,
  };
}

/**
 * Stream polls (issue #65): a creator runs one at a time; viewers vote by gifting with a choice named, and a
 * vote counts once its gift is paid. Every change (open, a paid vote, close) goes to the creator's widgets
 * as a poll event, written in the transaction of the change.
 */
export function createPollsService(deps: {
  db: Db;
  repository: PollsRepository;
  overlay: PollsOverlay;
  visitPage: VisitPage;
  now: () => Date;
}) {
  const { db, repository, overlay, now } = deps;

  /** The poll with its totals as they stand in `tx`, sent to the creator's widgets. */
  async function announce(tx: Tx, poll: PollRow) {
    const choices = await repository.totals(tx, [poll.id]);
    await overlay.publish(tx, poll.userId, [{ type: 'poll', ...presentWidget(poll, choices) }]);
    return present(poll, choices);
  }

  /** The settled gifts that voted in an open poll move its totals on the widgets, in the settlement. */
  async function votesSettled(tx: Tx, settled: SettledPayment[]) {
    const giftIds = settled.flatMap(({ info }) => (info.giftId ? [info.giftId] : []));
    for (const poll of await repository.openPollsVotedBy(tx, giftIds)) await announce(tx, poll);
  }
  // only creators with an open poll have votes to count: the settlement tells it of payments to them alone
  const onSettled: SettlementListener = Object.assign(votesSettled, { payees: repository.openPollOwners });

  return {
    onSettled,

    async list(userId: string) {
      const polls = await repository.latest(userId, pollLimits.listMax);
      const totals = await repository.totals(
        db,
        polls.map((poll) => poll.id),
      );
      return polls.map((poll) => present(poll, totals));
    },

    async open(input: { userId: string; question: string; choices: string[] }) {
      try {
        return await db.transaction(async (tx) => {
          const poll = await repository.insert(tx, { ...input, openedAt: now() });
          return announce(tx, poll);
        });
      } catch (error) {
        // one open poll per creator: the database's index holds it, however close two requests come
        if (isUniqueViolation(error, 'stream_polls_one_open')) {
          throw new AppError('conflict', say('pollAlreadyOpen'));
        }
        throw error;
      }
    },

    async close(input: { userId: string; pollId: string }) {
      return db.transaction(async (tx) => {
        const closed = await repository.close(tx, { ...input, at: now() });
        if (closed) return announce(tx, closed);
        // another creator's poll is as unknown as one that does not exist
        if (!(await repository.find(tx, input.userId, input.pollId))) {
          throw new AppError('not_found', say('pollNotFound'));
        }
        throw new AppError('conflict', say('pollClosed'));
      });
    },

    /** The widget's poll: the open one, else the one closed last, else none. */
    async widget(token: string) {
      const { userId } = await overlay.ownerOf(token);
      const [poll] = await repository.latest(userId, 1);
      if (!poll) return null;
      return presentWidget(poll, await repository.totals(db, [poll.id]));
    },

    /** The creator's open poll as the Support Me form offers it; a page the reader may not see is not there. */
    async forPage(input: { pageUrl: string; viewerId: string | null }) {
      const visit = await deps.visitPage(input.pageUrl, input.viewerId);
      if (!visit) throw new AppError('not_found', say('pageNotFound'));
      const poll = await repository.open(visit.creator.id);
      if (!poll) return null;
      return { poll_id: poll.id, question: poll.question, choices: await repository.choicesOf(poll.id) };
    },

    /**
     * A gift's vote, checked as the gift starts: one of the receiving creator's choices, in a poll still
     * open. It is counted only if the gift is paid before the poll closes.
     */
    async checkVote(creatorUserId: string, choiceId: string) {
      const choice = await repository.findChoice(creatorUserId, choiceId);
      if (!choice) throw fieldError('poll_choice_id', say('fieldSelectedInvalid', { field: 'poll choice' }));
      if (choice.closedAt) throw fieldError('poll_choice_id', say('pollClosed'));
    },
  };
}

export type PollsService = ReturnType<typeof createPollsService>;
