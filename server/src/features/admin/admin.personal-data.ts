import { sql } from 'drizzle-orm';
import { staffNotes } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/** What staff wrote of the person for each other. */
export const adminPersonalData: PersonalDataPart = {
  name: 'admin',
  erase: {
    tables: [staffNotes],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from staff_notes where subject_user_id = ${u}`);
    },
  },
  notExported: [[staffNotes, "staff's working notes to each other on the person's page"]],
};
