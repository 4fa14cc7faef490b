// `npm run build`: see first-load.ts for why the app is built twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { FIRST_LOAD_ENV, firstLoadModuleIds } from './first-load.ts';

const root = path.resolve(import.meta.dirname, '..');
const scan = (await build({ root, logLevel: 'warn', build: { write: false } })) as Rollup.RollupOutput;
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pixel-build-')), 'first-load.json');
fs.writeFileSync(file, JSON.stringify(firstLoadModuleIds(scan.output)));
process.env[FIRST_LOAD_ENV] = file;
await build({ root });
fs.rmSync(path.dirname(file), { recursive: true, force: true });
