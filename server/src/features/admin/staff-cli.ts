import { parseConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/client.ts';
import { createAdminRepository } from './admin.repository.ts';
import { staffCommand } from './staff-command.ts';

// `npm run staff -- add EMAIL --role support`: see staff-command.ts. On the embedded database, stop the
// server first: one process opens it at a time.
const config = parseConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let status: number;
try {
  status = await staffCommand(process.argv.slice(2), {
    repository: createAdminRepository(database.db),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await database.close();
}
process.exit(status);
