import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { gifts, payments, purchases, refunds, users } from '../../db/schema/index.ts';

export function createSupportedRepository(db: Db) {
  return {
    /** The payments `userId` made, with the gift or purchase each was for, newest first. */
    async page({ userId, page, perPage }: { userId: string; page: number; perPage: number }) {
      // what a supporter keeps a record of: payments that went through, those given back included
      const where = and(eq(payments.payerUserId, userId), eq(payments.status, 'paid'));
      return paginate(
        { page, perPage },
        db
          .select({
            reference: payments.reference,
            kind: payments.kind,
            amount: payments.amount,
            // a refund the provider has not confirmed yet (or refused, until support settles it) is on its way
            status: sql<'paid' | 'refunding' | 'refunded'>`case
              when ${refunds.status} = 'succeeded' then 'refunded'
              when ${refunds.status} is not null then 'refunding'
              else 'paid' end`,
            paidAt: payments.paidAt,
            pageUrl: users.pageUrl,
            pageName: users.pageName,
            avatar: users.avatar,
            avatarWh100: users.avatarWh100,
            message: gifts.supporterMessage,
            giftAnonymous: gifts.isAnonymous,
            reply: gifts.reply,
            purchaseAnonymous: purchases.isAnonymous,
            postId: purchases.postId,
            postKind: purchases.postKind,
          })
          .from(payments)
          .innerJoin(users, eq(users.id, payments.payeeUserId))
          .leftJoin(gifts, eq(gifts.paymentId, payments.id))
          .leftJoin(purchases, eq(purchases.paymentId, payments.id))
          .leftJoin(refunds, eq(refunds.paymentId, payments.id))
          .where(where)
          .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`), desc(payments.id)),
        db.$count(payments, where),
      );
    },
  };
}
