import { parseConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { auditCounts } from '../db/counts.ts';
import { audit } from './ledger.ts';

// `npm run ledger:audit`: checks the books of the configured database (run it after a restore), and the
// counts pages show that are kept beside the rows they count
const config = parseConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const problems = await audit(database.db);
const countProblems = await auditCounts(database.db);
await database.close();
if (problems.length)
  console.error(`The ledger does not balance:\n${problems.map((p) => `  ${p}`).join('\n')}`);
if (countProblems.length) {
  console.error(`The counts do not match their rows:\n${countProblems.map((p) => `  ${p}`).join('\n')}`);
}
if (problems.length || countProblems.length) process.exit(1);
console.log(
  "The ledger balances: every transaction sums to zero, every balance equals its entries and every referral reward comes out of its payment's fee.",
);
console.log('The counts match their rows: every kept count equals a recount of what it counts.');
