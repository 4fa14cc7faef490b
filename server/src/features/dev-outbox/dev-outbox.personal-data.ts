import { sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/** What the development outbox kept of the mails and texts sent to the person. */
export const devOutboxPersonalData: PersonalDataPart = {
  name: 'dev-outbox',
  erase: {
    tables: [outboxMessages],
    async run(tx, { addresses }) {
      for (const to of addresses) await tx.execute(sql`delete from outbox_messages where "to" = ${to}`);
    },
  },
};
