import { parseConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/client.ts';
import { createAdminRepository } from './admin.repository.ts';
import { sendStaffCommand, staffCommand, staffCommandAddress } from './staff-command.ts';

// `npm run staff -- add EMAIL --role support`: see staff-command.ts. On the embedded database, a running
// server holds it (PGlite is one process's at a time): the command is sent to that server, which runs it
// (decision 0124); with no server running, it opens the database itself.
const config = parseConfig();
const argv = process.argv.slice(2);
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

async function run() {
  if (!config.databaseUrl) {
    const sent = await sendStaffCommand(staffCommandAddress(config.dataDir), argv, io);
    if (sent !== null) return sent;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await staffCommand(argv, { repository: createAdminRepository(database.db), ...io });
  } finally {
    await database.close();
  }
}

process.exit(await run());
