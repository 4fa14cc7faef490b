import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
for (let i = 0; i < 2; i++) {
let t = performance.now();
const c = new PGlite({ loadDataDir: new Blob([await fs.readFile('/tmp/tpl.tar')]) });
await c.waitReady;
console.log('load', (performance.now() - t).toFixed(0));
t = performance.now();
await migrate(drizzle(c), { migrationsFolder: '/work/main/server/drizzle' });
console.log('migrate', (performance.now() - t).toFixed(0));
t = performance.now();
const c2 = new PGlite(); await c2.waitReady;
console.log('bare', (performance.now() - t).toFixed(0));
}
