import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { installationSecrets } from '../db/schema/index.ts';

/**
 * This installation's secret of that name: made at random the first time it is asked for and kept in
 * the database, so every instance (and every restart) reads the same one, and no two installations
 * share it. Instances starting together make one: the first insert wins.
 */
export async function installationSecret(db: Db, name: string) {
  await db
    .insert(installationSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, name));
  return row!.value;
}
