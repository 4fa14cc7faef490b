import { parseConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { audit } from './ledger.ts';

// `npm run ledger:audit`: checks the books of the configured database (run it after a restore)
const config = parseConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const problems = await audit(database.db);
await database.close();
if (problems.length) {
  console.error(`The ledger does not balance:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  "The ledger balances: every transaction sums to zero, every balance equals its entries and every referral reward comes out of its payment's fee.",
);
