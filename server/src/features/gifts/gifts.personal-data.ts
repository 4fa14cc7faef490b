import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gifts, goals, payments, users } from '../../db/schema/index.ts';
import { at, FORMER_MEMBER, part, person, type PersonalDataPart } from '../personal-data.ts';

const other = alias(users, 'other');

/**
 * The gifts the person sent and received. A gift is a record of money and stays (decision 0096): the
 * supporter's name and message, and the creator's reply, go.
 */
export const giftsPersonalData: PersonalDataPart = {
  name: 'gifts',
  export: {
    tables: [gifts, payments],
    async parts({ db, userId }) {
      const sent = await db
        .select({
          gift: gifts,
          status: payments.status,
          reference: payments.reference,
          creatorPageUrl: other.pageUrl,
          creatorPageName: other.pageName,
          goalTitle: goals.title,
        })
        .from(gifts)
        .innerJoin(payments, eq(payments.id, gifts.paymentId))
        .innerJoin(other, eq(other.id, gifts.creatorUserId))
        .leftJoin(goals, eq(goals.id, gifts.goalId))
        .where(eq(gifts.supporterUserId, userId))
        .orderBy(asc(gifts.createdAt), asc(gifts.id));
      const received = await db
        .select({
          gift: gifts,
          reference: payments.reference,
          supporterPageUrl: other.pageUrl,
          supporterPageName: other.pageName,
          goalTitle: goals.title,
        })
        .from(gifts)
        .innerJoin(payments, eq(payments.id, gifts.paymentId))
        .leftJoin(other, eq(other.id, gifts.supporterUserId))
        .leftJoin(goals, eq(goals.id, gifts.goalId))
        .where(and(eq(gifts.creatorUserId, userId), isNotNull(gifts.settledAt)))
        .orderBy(asc(gifts.settledAt), asc(gifts.id));
      return [
        part(
          'gifts-sent',
          'Gifts you sent to creators, with the name and message you gave, and whether they were paid.',
          ({ col, money }) => [
            col('reference', (r) => r.reference),
            col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
            col('goal', (r) => r.goalTitle),
            ...money('amount', (r) => r.gift.amount),
            col('name_shown', (r) => r.gift.supporterName),
            col('message', (r) => r.gift.supporterMessage),
            col('is_anonymous', (r) => r.gift.isAnonymous),
            col('reply', (r) => r.gift.reply),
            col('payment_status', (r) => r.status),
            col('created_at', (r) => at(r.gift.createdAt)),
            col('paid_at', (r) => at(r.gift.settledAt)),
          ],
          sent,
        ),
        part(
          'gifts-received',
          'Gifts supporters sent you (paid ones), with their names and messages; an anonymous gift names no account.',
          ({ col, money }) => [
            col('reference', (r) => r.reference),
            col('from', (r) =>
              r.gift.isAnonymous
                ? 'Anonymous'
                : (r.gift.supporterName ??
                  (r.supporterPageUrl ? person(r.supporterPageName, r.supporterPageUrl) : null)),
            ),
            col('goal', (r) => r.goalTitle),
            ...money('amount', (r) => r.gift.amount),
            col('message', (r) => r.gift.supporterMessage),
            col('reply', (r) => r.gift.reply),
            col('is_hidden', (r) => r.gift.isHidden),
            col('paid_at', (r) => at(r.gift.settledAt)),
          ],
          received,
        ),
      ];
    },
  },
  erase: {
    tables: [gifts],
    async run(tx, { userId: u }) {
      // the message also stands on the creator's statement line of the gift
      await tx.execute(sql`
        update statement_lines set message = null, counterparty_name = ${FORMER_MEMBER}
        where gift_id in (select id from gifts where supporter_user_id = ${u})`);
      await tx.execute(sql`
        update gifts set supporter_name = null, supporter_message = null where supporter_user_id = ${u}`);
      await tx.execute(sql`update gifts set reply = null, replied_at = null where creator_user_id = ${u}`);
    },
  },
};
