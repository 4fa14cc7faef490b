import { asc, eq, or, sql } from 'drizzle-orm';
import {
  commissionDownloads,
  commissionReferences,
  commissionRequests,
  commissionTypes,
} from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/**
 * Commissions (decision 0165): the types a person offers, the requests they made and received, and the
 * reference images they uploaded. A request is the record of its payments and stays (decision 0096), its
 * words (the brief, a mobile number) gone with its supporter's account and its images with their files; an
 * erased creator's types close, emptied of their description; a supporter's downloads go.
 */
export const commissionsPersonalData: PersonalDataPart = {
  name: 'commissions',
  export: {
    tables: [commissionTypes, commissionRequests, commissionReferences],
    async files(db, userId) {
      const rows = await db
        .select()
        .from(commissionReferences)
        .where(eq(commissionReferences.supporterUserId, userId))
        .orderBy(asc(commissionReferences.createdAt), asc(commissionReferences.id));
      return rows.map((row) => ({
        path: `files/commission-references/${row.storageKey.split('/').pop()}`,
        key: row.storageKey,
        area: 'private' as const,
        kind: 'commission reference',
        postId: null,
        uploadedAt: row.createdAt,
      }));
    },
    async parts({ db, userId }) {
      const offered = await db
        .select()
        .from(commissionTypes)
        .where(eq(commissionTypes.creatorUserId, userId))
        .orderBy(asc(commissionTypes.createdAt), asc(commissionTypes.id));
      const requests = await db
        .select()
        .from(commissionRequests)
        .where(
          or(eq(commissionRequests.supporterUserId, userId), eq(commissionRequests.creatorUserId, userId)),
        )
        .orderBy(asc(commissionRequests.createdAt), asc(commissionRequests.id));
      return [
        part(
          'commission-types',
          'The commissions you offer: their titles, descriptions, prices, slots and down payments.',
          ({ col, money }) => [
            col('id', (r) => r.id),
            col('title', (r) => r.title),
            col('description', (r) => r.description),
            col('price_mode', (r) => r.priceMode),
            ...money('price', (r) => r.amount),
            ...money('max_price', (r) => r.maxAmount),
            col('slots', (r) => r.slots),
            col('is_open', (r) => r.isOpen),
            col('down_payment_percent', (r) => r.downPaymentPercent),
            col('created_at', (r) => at(r.createdAt)),
          ],
          offered,
        ),
        part(
          'commission-requests',
          'The commissions you requested, and those requested of you: the brief, the price, and each step.',
          ({ col, money }) => [
            col('id', (r) => r.id),
            col('side', (r) => (r.supporterUserId === userId ? 'requested' : 'received')),
            col('type_id', (r) => r.typeId),
            col('brief', (r) => r.brief),
            ...money('amount', (r) => r.amount),
            ...money('down_payment', (r) => r.downAmount),
            // the number the supporter gave is theirs to see
            col('mobile_number', (r) => (r.supporterUserId === userId ? r.mobile : null)),
            col('status', (r) => r.status),
            col('paid_at', (r) => at(r.paidAt)),
            col('accepted_at', (r) => at(r.acceptedAt)),
            col('delivered_at', (r) => at(r.deliveredAt)),
            col('declined_at', (r) => at(r.declinedAt)),
            col('refunded_at', (r) => at(r.refundedAt)),
            col('created_at', (r) => at(r.createdAt)),
          ],
          requests,
        ),
      ];
    },
  },
  notExported: [
    [commissionDownloads, 'a download is counted only to keep the day’s limit, and says nothing more'],
  ],
  erase: {
    tables: [commissionTypes, commissionRequests, commissionReferences, commissionDownloads],
    async gather(tx, { userId }) {
      const rows = await tx
        .select({ key: commissionReferences.storageKey })
        .from(commissionReferences)
        .where(eq(commissionReferences.supporterUserId, userId));
      return { files: rows.map(({ key }) => ({ key, area: 'private' as const })) };
    },
    async run(tx, { userId: u }) {
      await tx.execute(sql`
        update commission_types set is_open = false, description = '' where creator_user_id = ${u}`);
      await tx.execute(sql`
        update commission_requests set brief = '', mobile = null where supporter_user_id = ${u}`);
      await tx.delete(commissionReferences).where(eq(commissionReferences.supporterUserId, u));
      await tx.delete(commissionDownloads).where(eq(commissionDownloads.userId, u));
    },
  },
};
