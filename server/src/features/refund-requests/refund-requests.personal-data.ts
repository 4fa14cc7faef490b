import { sql } from 'drizzle-orm';
import { refundRequests } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/** A supporter's request for their money back and the creator's answer (decision 0100). */
export const refundRequestsPersonalData: PersonalDataPart = {
  name: 'refund-requests',
  erase: {
    tables: [refundRequests],
    async run(tx, { userId: u }) {
      // the words of the requests they asked or answered; the requests stay with their payments
      await tx.execute(sql`
        update refund_requests set reason = '', reply = null
        where supporter_user_id = ${u} or creator_user_id = ${u}`);
    },
  },
  notExported: [
    [refundRequests, 'not among the parts of the copy (decision 0097); the payments they are about are'],
  ],
};
