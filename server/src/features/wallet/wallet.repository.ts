import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, offsetOf } from '../../lib/pagination.ts';
import { statementLines } from '../../db/schema/index.ts';

export function createWalletRepository(db: Db) {
  return {
    async listLines(input: {
      userId: string;
      search?: string;
      type?: string;
      page: number;
      perPage: number;
    }) {
      // people paste a reference or type part of a name: match either, whatever the case
      const pattern = input.search ? containsPattern(input.search) : null;
      const where = and(
        eq(statementLines.userId, input.userId),
        input.type ? eq(statementLines.type, input.type as 'donation') : undefined,
        pattern
          ? or(
              ilike(statementLines.description, pattern),
              ilike(statementLines.transactionNo, pattern),
              ilike(statementLines.reference, pattern),
            )
          : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(statementLines)
          .where(where)
          .orderBy(desc(statementLines.createdAt), desc(statementLines.id))
          .limit(input.perPage)
          .offset(offsetOf(input)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(statementLines)
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async findLine(userId: string, transactionNo: string) {
      const [row] = await db
        .select()
        .from(statementLines)
        .where(and(eq(statementLines.userId, userId), eq(statementLines.transactionNo, transactionNo)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
