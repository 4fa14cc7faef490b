import { count, eq, sql } from 'drizzle-orm';
import {
  authenticators,
  recoveryCodes,
  secondStepFailures,
  signInChallenges,
} from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** Two-factor sign-in: whether it is on and since when, never a key or a code. */
export const twoFactorPersonalData: PersonalDataPart = {
  name: 'two-factor',
  export: {
    tables: [authenticators, recoveryCodes],
    async parts({ db, userId }) {
      const [app] = await db
        .select({ confirmedAt: authenticators.confirmedAt })
        .from(authenticators)
        .where(eq(authenticators.userId, userId));
      const [codes] = await db
        .select({
          total: count(),
          left: sql<number>`count(*) filter (where ${recoveryCodes.usedAt} is null)::int`,
        })
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, userId));
      const twoFactor = {
        enabledAt: app?.confirmedAt ?? null,
        codes: codes?.total ?? 0,
        codesLeft: Number(codes?.left ?? 0),
      };
      return [
        part(
          'two-factor',
          'Whether two-factor sign-in is on and since when, and how many recovery codes are left (never a key or a code).',
          ({ col }) => [
            col('enabled', (r) => r.enabledAt !== null),
            col('enabled_at', (r) => at(r.enabledAt)),
            col('recovery_codes', (r) => r.codes),
            col('recovery_codes_left', (r) => r.codesLeft),
          ],
          [twoFactor],
          { single: true },
        ),
      ];
    },
  },
  erase: {
    tables: [authenticators, recoveryCodes, signInChallenges, secondStepFailures],
    async run(tx, { userId: u }) {
      for (const table of [
        'authenticators',
        'recovery_codes',
        'sign_in_challenges',
        'second_step_failures',
      ]) {
        await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${u}`);
      }
    },
  },
  notExported: [
    [signInChallenges, 'a sign-in waiting for its second step, for minutes: a secret'],
    [secondStepFailures, 'wrong codes, counted against guessing: times only'],
  ],
};
