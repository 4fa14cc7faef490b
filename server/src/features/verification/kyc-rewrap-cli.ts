import { chooseStorage } from '../../adapters.ts';
import { parseConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/client.ts';
import { kycKeyRing } from '../../lib/kyc-keys.ts';
import { filesByKey, resealIdentityFiles, rewrapIdentityFiles } from './verification.keys.ts';

// `npm run kyc:rewrap`: after KYC_ENCRYPTION_KEY is set to a new key and the old one moved to
// KYC_PREVIOUS_ENCRYPTION_KEYS, wraps every identity file's data key under the new key (docs/deploy.md).
// `-- --reseal`, for a key that may have leaked: seals every file again under new data keys instead.
// On the embedded database, stop the server first: one process opens it at a time.
const reseal = process.argv.includes('--reseal');
const config = parseConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
let status = 0;
try {
  const keys = await kycKeyRing(config, database.db);
  if (!keys.previous.length) {
    console.log('No previous key is configured (KYC_PREVIOUS_ENCRYPTION_KEYS): nothing to move.');
  }
  if (reseal) {
    const result = await resealIdentityFiles({ db: database.db, storage: await chooseStorage(config), keys });
    console.log(`Sealed again under new data keys and key ${keys.current.id}: ${result.resealed} files.`);
    if (result.missingFiles) {
      console.error(`${result.missingFiles} files named in the database are missing from storage.`);
      status = 1;
    }
  } else {
    const result = await rewrapIdentityFiles({ db: database.db, keys });
    console.log(`Wrapped again under key ${keys.current.id}: ${result.rewrapped} files.`);
  }
  const left = Object.entries(await filesByKey(database.db)).filter(([id]) => id !== keys.current.id);
  for (const [id, files] of left) {
    console.error(
      `${files} files are still under key ${id}${keys.byId(id) ? '' : ', which is not configured: they cannot be opened until it is'}.`,
    );
  }
  if (left.length) status = 1;
  else console.log('Every identity file is under the current key: the previous keys can be retired.');
} finally {
  await database.close();
}
process.exit(status);
