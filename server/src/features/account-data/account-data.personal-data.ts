import { and, eq, isNull } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/** The copies of their data the person asked for (decision 0097), and the files still kept of them. */
export const accountDataPersonalData: PersonalDataPart = {
  name: 'account-data',
  erase: {
    tables: [dataExports],
    async gather(tx, { userId }) {
      const exported = await tx
        .select({ key: dataExports.storageKey })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), isNull(dataExports.removedAt)));
      return { files: exported.flatMap(({ key }) => (key ? [{ key, area: 'private' as const }] : [])) };
    },
    async run(tx, { userId }) {
      await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    },
  },
  notExported: [[dataExports, 'the copies themselves: when each was asked for, made and removed']],
};
