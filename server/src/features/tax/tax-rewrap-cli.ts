import { chooseStorage } from '../../adapters.ts';
import { parseConfig } from '../../config/config.ts';
import { openDatabase } from '../../db/client.ts';
import { kycKeyRing } from '../../lib/kyc-keys.ts';
import { certificatesByKey, resealTaxCertificates, rewrapTaxCertificates } from './tax.keys.ts';

// `npm run tax:rewrap`: the tax certificates' part of a KYC_ENCRYPTION_KEY rotation, beside
// `npm run kyc:rewrap` for the identity files (docs/deploy.md). `-- --reseal`, for a key that may have
// leaked: seals every certificate again under new data keys instead.
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
    const result = await resealTaxCertificates({
      db: database.db,
      storage: await chooseStorage(config),
      keys,
    });
    console.log(
      `Sealed again under new data keys and key ${keys.current.id}: ${result.resealed} certificates.`,
    );
    if (result.missingFiles) {
      console.error(`${result.missingFiles} certificates named in the database are missing from storage.`);
      status = 1;
    }
  } else {
    const result = await rewrapTaxCertificates({ db: database.db, keys });
    console.log(`Wrapped again under key ${keys.current.id}: ${result.rewrapped} certificates.`);
  }
  const left = Object.entries(await certificatesByKey(database.db)).filter(([id]) => id !== keys.current.id);
  for (const [id, files] of left) {
    console.error(
      `${files} certificates are still under key ${id}${keys.byId(id) ? '' : ', which is not configured: they cannot be opened until it is'}.`,
    );
  }
  if (left.length) status = 1;
  else console.log('Every tax certificate is under the current key: the previous keys can be retired.');
} finally {
  await database.close();
}
process.exit(status);
