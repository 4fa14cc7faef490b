import { asc, eq, sql } from 'drizzle-orm';
import { statementLines } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/**
 * The wallet's history: every statement line of the person's. The lines are records of money and stay
 * (decision 0096), without the messages gifts came with.
 */
export const walletPersonalData: PersonalDataPart = {
  name: 'wallet',
  export: {
    tables: [statementLines],
    async parts({ db, userId }) {
      const lines = await db
        .select()
        .from(statementLines)
        .where(eq(statementLines.userId, userId))
        .orderBy(asc(statementLines.createdAt), asc(statementLines.id));
      return [
        part(
          'transactions',
          "Your wallet's history: every line of your transactions, with its gross amount, fee and net.",
          ({ col, money }) => [
            col('transaction_no', (r) => r.transactionNo),
            col('date', (r) => at(r.createdAt)),
            col('type', (r) => r.type),
            col('status', (r) => r.status),
            col('description', (r) => r.description),
            col('reference', (r) => r.reference),
            col('from', (r) => r.counterpartyName),
            col('message', (r) => r.message),
            ...money('gross', (r) => r.grossAmount),
            ...money('fee', (r) => r.feeAmount),
            ...money('total_amount', (r) => r.totalAmount),
            col('balance', (r) => r.balance),
          ],
          lines,
        ),
      ];
    },
  },
  erase: {
    tables: [statementLines],
    async run(tx, { userId: u }) {
      await tx.execute(sql`update statement_lines set message = null where user_id = ${u}`);
    },
  },
};
