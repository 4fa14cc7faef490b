import { asc, eq, sql } from 'drizzle-orm';
import { passkeys, webauthnChallenges } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** The passkeys the account signs in with: their names and dates, never a key. */
export const passkeysPersonalData: PersonalDataPart = {
  name: 'passkeys',
  export: {
    tables: [passkeys],
    async parts({ db, userId }) {
      const rows = await db
        .select({
          name: passkeys.name,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt));
      return [
        part(
          'passkeys',
          'The passkeys your account signs in with: the names you gave them and when they were added and last used (never a key).',
          ({ col }) => [
            col('name', (r) => r.name),
            col('added_at', (r) => at(r.createdAt)),
            col('last_used_at', (r) => at(r.lastUsedAt)),
          ],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [passkeys, webauthnChallenges],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from passkeys where user_id = ${u}`);
      await tx.execute(sql`delete from webauthn_challenges where user_id = ${u}`);
    },
  },
  notExported: [[webauthnChallenges, 'a passkey ceremony under way, for minutes: a secret']],
};
