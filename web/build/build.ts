// `npm run build`: see first-load.ts and unused-css.ts for why the app is built twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { FIRST_LOAD_ENV, firstLoadModuleIds } from './first-load.ts';
import { buildServiceWorker } from './service-worker.ts';
import { USED_CLASSES_ENV, usedClasses } from './unused-css.ts';

const root = path.resolve(import.meta.dirname, '..');
const scan = (await build({ root, logLevel: 'warn', build: { write: false } })) as Rollup.RollupOutput;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pixel-build-'));
const learned = {
  [FIRST_LOAD_ENV]: firstLoadModuleIds(scan.output),
  [USED_CLASSES_ENV]: usedClasses(scan.output),
};
for (const [name, value] of Object.entries(learned)) {
  process.env[name] = path.join(dir, `${name}.json`);
  fs.writeFileSync(process.env[name], JSON.stringify(value));
}
await build({ root });
fs.rmSync(dir, { recursive: true, force: true });
// the service worker precaches files of the build just written
await buildServiceWorker({ root });
