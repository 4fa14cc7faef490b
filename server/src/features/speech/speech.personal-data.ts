import { and, eq, isNotNull, or } from 'drizzle-orm';
import { gifts } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';
import { speechKey } from './speech.service.ts';

/**
 * The spoken messages of gifts (decision 0145): files made from a supporter's words, which go with the
 * words when either account of the gift is erased. Their rows are the gifts' (the gifts part answers for
 * them); the copy of a person's data holds the messages themselves, so not their audio.
 */
export const speechPersonalData: PersonalDataPart = {
  name: 'speech',
  erase: {
    tables: [],
    async gather(tx, { userId }) {
      // any gift with a message may have been read aloud: a missing file is no error to remove
      const spoken = await tx
        .select({ id: gifts.id })
        .from(gifts)
        .where(
          and(
            or(eq(gifts.creatorUserId, userId), eq(gifts.supporterUserId, userId)),
            isNotNull(gifts.supporterMessage),
            isNotNull(gifts.settledAt),
          ),
        );
      return { files: spoken.map(({ id }) => ({ key: speechKey(id), area: 'private' as const })) };
    },
    // the files go by the erasure's `remove-files` job, once it commits
    async run() {},
  },
};
