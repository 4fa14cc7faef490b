import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrays.ts';
import { gifts, streamPollChoices, streamPolls } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export type PollRow = typeof streamPolls.$inferSelect;

/** A choice with what its votes add up to, in centavos. */
export interface ChoiceTotal {
  id: string;
  pollId: string;
  label: string;
  total: number;
  votes: number;
}

// the open poll first, then the closed ones, the latest first: polls run one after another, so the order
// they opened in is the order they closed in
const latestFirst = [
  desc(sql`${streamPolls.closedAt} is null`),
  desc(streamPolls.openedAt),
  desc(streamPolls.id),
];

export function createPollsRepository(db: Db) {
  return {
    /** Creators with an open poll: the settlement tells the poll listener of payments to them alone. */
    openPollOwners: sql`select ${streamPolls.userId} from ${streamPolls} where ${streamPolls.closedAt} is null`,

    /** A new open poll with its choices; breaks `stream_polls_one_open` when the creator has one open. */
    async insert(tx: Tx, values: { userId: string; question: string; choices: string[]; openedAt: Date }) {
      const [poll] = await tx
        .insert(streamPolls)
        .values({ userId: values.userId, question: values.question, openedAt: values.openedAt })
        .returning();
      await tx
        .insert(streamPollChoices)
        .values(values.choices.map((label, position) => ({ pollId: poll!.id, position, label })));
      return poll!;
    },

    /** Closes the creator's poll if it is open; null when it is not theirs or was closed already. */
    async close(tx: Tx, input: { userId: string; pollId: string; at: Date }) {
      const [row] = await tx
        .update(streamPolls)
        .set({ closedAt: input.at })
        .where(
          and(
            eq(streamPolls.id, input.pollId),
            eq(streamPolls.userId, input.userId),
            isNull(streamPolls.closedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async find(tx: Tx | Db, userId: string, pollId: string) {
      const [row] = await tx
        .select()
        .from(streamPolls)
        .where(and(eq(streamPolls.id, pollId), eq(streamPolls.userId, userId)));
      return row ?? null;
    },

    /** The creator's latest polls, the open one first. */
    latest(userId: string, limit: number) {
      return db
        .select()
        .from(streamPolls)
        .where(eq(streamPolls.userId, userId))
        .orderBy(...latestFirst)
        .limit(limit);
    },

    async open(userId: string) {
      const [row] = await db
        .select()
        .from(streamPolls)
        .where(and(eq(streamPolls.userId, userId), isNull(streamPolls.closedAt)));
      return row ?? null;
    },

    async choicesOf(pollId: string) {
      return db
        .select({ id: streamPollChoices.id, label: streamPollChoices.label })
        .from(streamPollChoices)
        .where(eq(streamPollChoices.pollId, pollId))
        .orderBy(asc(streamPollChoices.position));
    },

    /**
     * The polls' choices in their order, with what their votes add up to: the gifts that named them, paid
     * before the poll closed and not refunded. Read from the gifts each time, never kept as counters, so a
     * refund takes its vote out by itself.
     */
    async totals(tx: Tx | Db, pollIds: string[]): Promise<ChoiceTotal[]> {
      if (!pollIds.length) return [];
      const result = await tx.execute(sql`
        select c.id, c.poll_id, c.label,
          coalesce(sum(g.amount), 0)::bigint as total, count(g.id)::int as votes
        from stream_poll_choices c
        join stream_polls p on p.id = c.poll_id
        left join gifts g on g.poll_choice_id = c.id and g.creator_user_id = p.user_id
          and g.settled_at is not null and g.refunded_at is null
          and (p.closed_at is null or g.settled_at <= p.closed_at)
        where c.poll_id = any(${arrayParam(pollIds, 'uuid')})
        group by c.id
        order by c.poll_id, c.position`);
      return rowsOf<{ id: string; poll_id: string; label: string; total: string; votes: number }>(result).map(
        (row) => ({
          id: row.id,
          pollId: row.poll_id,
          label: row.label,
          total: Number(row.total),
          votes: Number(row.votes),
        }),
      );
    },

    /** A choice of the creator's polls, and whether its poll is still open; null for any other choice. */
    async findChoice(creatorUserId: string, choiceId: string) {
      const [row] = await db
        .select({ pollId: streamPolls.id, closedAt: streamPolls.closedAt })
        .from(streamPollChoices)
        .innerJoin(streamPolls, eq(streamPolls.id, streamPollChoices.pollId))
        .where(and(eq(streamPollChoices.id, choiceId), eq(streamPolls.userId, creatorUserId)));
      return row ?? null;
    },

    /** The open polls these settled gifts voted in, read in the settlement's transaction. */
    async openPollsVotedBy(tx: Tx, giftIds: string[]) {
      if (!giftIds.length) return [];
      const voted = tx
        .select({ pollId: streamPollChoices.pollId })
        .from(gifts)
        .innerJoin(streamPollChoices, eq(streamPollChoices.id, gifts.pollChoiceId))
        .where(inArray(gifts.id, giftIds));
      return tx
        .select()
        .from(streamPolls)
        .where(and(inArray(streamPolls.id, voted), isNull(streamPolls.closedAt)));
    },
  };
}

export type PollsRepository = ReturnType<typeof createPollsRepository>;
