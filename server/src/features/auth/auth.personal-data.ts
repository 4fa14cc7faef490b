import { sql } from 'drizzle-orm';
import {
  emailVerifications,
  passwordFailures,
  passwordResets,
  providerLogins,
} from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/**
 * What signing up and signing in leave: codes, links and counts, none of them in the copy, none of them
 * kept. The account itself is the profile's, and its tombstone the deletion's.
 */
export const authPersonalData: PersonalDataPart = {
  name: 'auth',
  erase: {
    tables: [emailVerifications, passwordResets, providerLogins, passwordFailures],
    async run(tx, { userId: u }) {
      for (const table of [
        'email_verifications',
        'password_resets',
        'provider_logins',
        'password_failures',
      ]) {
        await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${u}`);
      }
    },
  },
  notExported: [
    [emailVerifications, 'the codes and links that verify an address: secrets'],
    [passwordResets, 'the links that reset a password: secrets'],
    [providerLogins, 'an e-payment sign-in under way, for minutes: the linked account is in payout-accounts'],
    [passwordFailures, 'wrong passwords, counted against guessing: times only'],
  ],
};
