import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { users } from './schema/index.ts';

/**
 * The stored hash of an account's password (null: it signs in only through its e-payment account, or is
 * gone). A request's signed-in user does not carry it: the calls that check the password read it here.
 */
export async function passwordHashOf(executor: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash ?? null;
}
