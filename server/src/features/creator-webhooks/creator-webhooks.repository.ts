import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import {
  creatorWebhookAttempts,
  creatorWebhookDeliveries,
  creatorWebhookEndpoints,
  creatorWebhookEvents,
} from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof creatorWebhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof creatorWebhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof creatorWebhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof creatorWebhookAttempts.$inferSelect;

export function createCreatorWebhooksRepository(db: Db) {
  return {
    async listEndpoints(userId: string) {
      return db
        .select()
        .from(creatorWebhookEndpoints)
        .where(eq(creatorWebhookEndpoints.userId, userId))
        .orderBy(desc(creatorWebhookEndpoints.createdAt), desc(creatorWebhookEndpoints.id));
    },

    /** The user's endpoints, under a lock on the user's row so two adds cannot pass the limit together. */
    async countEndpointsLocked(tx: Tx, userId: string) {
      await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(creatorWebhookEndpoints)
        .where(eq(creatorWebhookEndpoints.userId, userId));
      return Number(row?.n ?? 0);
    },

    async insertEndpoint(tx: Tx, values: typeof creatorWebhookEndpoints.$inferInsert) {
      const [row] = await tx.insert(creatorWebhookEndpoints).values(values).returning();
      return row!;
    },

    async findOwnEndpoint(userId: string, endpointId: string) {
      const [row] = await db
        .select()
        .from(creatorWebhookEndpoints)
        .where(and(eq(creatorWebhookEndpoints.id, endpointId), eq(creatorWebhookEndpoints.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async updateEndpoint(endpointId: string, values: Partial<typeof creatorWebhookEndpoints.$inferInsert>) {
      const [row] = await db
        .update(creatorWebhookEndpoints)
        .set(values)
        .where(eq(creatorWebhookEndpoints.id, endpointId))
        .returning();
      return row!;
    },

    async deleteEndpoint(endpointId: string) {
      await db.delete(creatorWebhookEndpoints).where(eq(creatorWebhookEndpoints.id, endpointId));
    },

    /** The users who have an endpoint, as a query of their ids. */
    endpointOwners: sql`select ${creatorWebhookEndpoints.userId} from ${creatorWebhookEndpoints}`,

    /** The user's endpoints that asked for events of `type`. */
    async subscribers(tx: Tx, userIds: string[], type: WebhookEventType) {
      if (!userIds.length) return [];
      return tx
        .select({ id: creatorWebhookEndpoints.id, userId: creatorWebhookEndpoints.userId })
        .from(creatorWebhookEndpoints)
        .where(
          and(
            inArray(creatorWebhookEndpoints.userId, userIds),
            sql`${type} = any(${creatorWebhookEndpoints.events})`,
          ),
        );
    },

    async insertEvent(tx: Tx, values: typeof creatorWebhookEvents.$inferInsert) {
      const [row] = await tx.insert(creatorWebhookEvents).values(values).returning();
      return row!;
    },

    async insertDeliveries(tx: Tx, values: (typeof creatorWebhookDeliveries.$inferInsert)[]) {
      if (!values.length) return [];
      return tx.insert(creatorWebhookDeliveries).values(values).returning();
    },

    /** A delivery with what it sends and where. */
    async findDelivery(deliveryId: string) {
      const [row] = await db
        .select({
          delivery: creatorWebhookDeliveries,
          endpoint: creatorWebhookEndpoints,
          event: creatorWebhookEvents,
        })
        .from(creatorWebhookDeliveries)
        .innerJoin(
          creatorWebhookEndpoints,
          eq(creatorWebhookEndpoints.id, creatorWebhookDeliveries.endpointId),
        )
        .innerJoin(creatorWebhookEvents, eq(creatorWebhookEvents.id, creatorWebhookDeliveries.eventId))
        .where(eq(creatorWebhookDeliveries.id, deliveryId))
        .limit(1);
      return row ?? null;
    },

    /** Writes a try and where the delivery stands after it. */
    async recordAttempt(
      attempt: typeof creatorWebhookAttempts.$inferInsert,
      delivery: Pick<WebhookDeliveryRow, 'status' | 'attemptCount'>,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(creatorWebhookAttempts).values(attempt);
        await tx
          .update(creatorWebhookDeliveries)
          .set(delivery)
          .where(eq(creatorWebhookDeliveries.id, attempt.deliveryId));
      });
    },

    /** An endpoint's deliveries, newest first, with their event's type and every try. */
    async listDeliveries(input: { endpointId: string; page: number; perPage: number }) {
      const where = eq(creatorWebhookDeliveries.endpointId, input.endpointId);
      const { rows, total } = await paginate(
        input,
        db
          .select({ delivery: creatorWebhookDeliveries, eventType: creatorWebhookEvents.type })
          .from(creatorWebhookDeliveries)
          .innerJoin(creatorWebhookEvents, eq(creatorWebhookEvents.id, creatorWebhookDeliveries.eventId))
          .where(where)
          .orderBy(desc(creatorWebhookDeliveries.createdAt), desc(creatorWebhookDeliveries.id)),
        db.$count(creatorWebhookDeliveries, where),
      );
      const attempts = rows.length
        ? await db
            .select()
            .from(creatorWebhookAttempts)
            .where(
              inArray(
                creatorWebhookAttempts.deliveryId,
                rows.map((row) => row.delivery.id),
              ),
            )
            .orderBy(asc(creatorWebhookAttempts.attempt))
        : [];
      return { rows, attempts, total };
    },
  };
}

export type CreatorWebhooksRepository = ReturnType<typeof createCreatorWebhooksRepository>;
