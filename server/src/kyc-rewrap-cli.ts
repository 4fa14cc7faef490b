import { chooseStorage } from './adapters.ts';
import { parseConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { certificatesByKey, resealTaxCertificates, rewrapTaxCertificates } from './features/tax/tax.keys.ts';
import {
  filesByKey,
  resealIdentityFiles,
  rewrapIdentityFiles,
} from './features/verification/verification.keys.ts';
import { kycKeyRing } from './lib/kyc-keys.ts';

// `npm run kyc:rewrap`: after KYC_ENCRYPTION_KEY is set to a new key and the old one moved to
// KYC_PREVIOUS_ENCRYPTION_KEYS, wraps the data key of every file sealed under the ring (the identity
// photos, decision 0106; the tax certificates, decision 0109) again under the new key (docs/deploy.md).
// `-- --reseal`, for a key that may have leaked: seals every file again under new data keys instead.
// On the embedded database, stop the server first: one process opens it at a time.

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
type Keys = Awaited<ReturnType<typeof kycKeyRing>>;
type Storage = Awaited<ReturnType<typeof chooseStorage>>;

/** What the ring seals, each kind with its own table: how to move its files and count them by key. */
const kinds: {
  name: string;
  rewrap: (input: { db: Db; keys: Keys }) => Promise<{ rewrapped: number }>;
  reseal: (input: {
    db: Db;
    keys: Keys;
    storage: Storage;
  }) => Promise<{ resealed: number; missingFiles: number }>;
  byKey: (db: Db) => Promise<Record<string, number>>;
}[] = [
  { name: 'identity files', rewrap: rewrapIdentityFiles, reseal: resealIdentityFiles, byKey: filesByKey },
  {
    name: 'tax certificates',
    rewrap: rewrapTaxCertificates,
    reseal: resealTaxCertificates,
    byKey: certificatesByKey,
  },
];

const reseal = process.argv.includes('--reseal');
const config = parseConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
let status = 0;
try {
  const keys = await kycKeyRing(config, db);
  if (!keys.previous.length) {
    console.log('No previous key is configured (KYC_PREVIOUS_ENCRYPTION_KEYS): nothing to move.');
  }
  const storage = reseal ? await chooseStorage(config) : null;
  for (const kind of kinds) {
    if (storage) {
      const result = await kind.reseal({ db, keys, storage });
      console.log(
        `Sealed again under new data keys and key ${keys.current.id}: ${result.resealed} ${kind.name}.`,
      );
      if (result.missingFiles) {
        console.error(`${result.missingFiles} ${kind.name} named in the database are missing from storage.`);
        status = 1;
      }
    } else {
      const result = await kind.rewrap({ db, keys });
      console.log(`Wrapped again under key ${keys.current.id}: ${result.rewrapped} ${kind.name}.`);
    }
    const left = Object.entries(await kind.byKey(db)).filter(([id]) => id !== keys.current.id);
    for (const [id, files] of left) {
      console.error(
        `${files} ${kind.name} are still under key ${id}${keys.byId(id) ? '' : ', which is not configured: they cannot be opened until it is'}.`,
      );
    }
    if (left.length) status = 1;
  }
  if (status === 0)
    console.log('Every sealed file is under the current key: the previous keys can be retired.');
} finally {
  await database.close();
}
process.exit(status);
