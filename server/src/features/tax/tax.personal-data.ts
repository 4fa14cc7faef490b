import { sql } from 'drizzle-orm';
import { taxRules } from '@pixel/contract';
import { taxDetails } from '../../db/schema/index.ts';
import { manilaDate, manilaYear } from '../../lib/manila.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/**
 * A creator's TIN (sealed) and certificate of registration: the withholding agent's records, kept for
 * five years from the deadline of the last return they support, 1 March after the erasure's year (0125).
 */
export const taxPersonalData: PersonalDataPart = {
  name: 'tax',
  erase: {
    tables: [],
    async run(tx, { userId: u, at }) {
      const keptUntil = manilaDate(manilaYear(at).year + 1 + taxRules.keptYearsAfterLastReturn, 2);
      await tx.execute(sql`
        update tax_details set retain_until = ${keptUntil.toISOString()}::timestamptz
        where user_id = ${u}`);
    },
  },
  notExported: [
    [taxDetails, 'the TIN is sealed and the certificate is the file the creator sent (decision 0125)'],
  ],
  kept: [[taxDetails, "the withholding agent's records (decision 0125): the erasure sets the date they go"]],
};
