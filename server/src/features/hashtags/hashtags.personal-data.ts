import { sql } from 'drizzle-orm';
import { hashtags } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/** The index of the tags in the person's public texts. */
export const hashtagsPersonalData: PersonalDataPart = {
  name: 'hashtags',
  erase: {
    tables: [hashtags],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from hashtags where creator_user_id = ${u}`);
    },
  },
  notExported: [[hashtags, 'an index of the tags in texts the copy holds whole (posts, bio, answers)']],
};
