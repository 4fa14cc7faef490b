import { asc, eq, sql } from 'drizzle-orm';
import { creatorWebhookEndpoints, creatorWebhookEvents } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** The addresses a creator's page tells of its events, never their signing secrets. */
export const creatorWebhooksPersonalData: PersonalDataPart = {
  name: 'creator-webhooks',
  export: {
    tables: [creatorWebhookEndpoints],
    async parts({ db, userId }) {
      const rows = await db
        .select({
          url: creatorWebhookEndpoints.url,
          events: creatorWebhookEndpoints.events,
          createdAt: creatorWebhookEndpoints.createdAt,
        })
        .from(creatorWebhookEndpoints)
        .where(eq(creatorWebhookEndpoints.userId, userId))
        .orderBy(asc(creatorWebhookEndpoints.createdAt));
      return [
        part(
          'webhooks',
          'The addresses your page tells of its events (their signing secrets are not included).',
          ({ col }) => [
            col('url', (r) => r.url),
            col('events', (r) => r.events),
            col('added_at', (r) => at(r.createdAt)),
          ],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [creatorWebhookEvents, creatorWebhookEndpoints],
    async run(tx, { userId: u }) {
      // their deliveries and attempts go with them
      await tx.execute(sql`delete from creator_webhook_events where user_id = ${u}`);
      await tx.execute(sql`delete from creator_webhook_endpoints where user_id = ${u}`);
    },
  },
  notExported: [
    [
      creatorWebhookEvents,
      'what was sent to the addresses: the gifts, sales and payouts it told of are in the copy',
    ],
  ],
};
