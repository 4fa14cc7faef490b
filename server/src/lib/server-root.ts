import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (server/), found from where this code runs: its sources under `src/`, or
 * the production build's one file in `dist/` (decision 0077). Files the server reads at run time
 * (migrations, static files, the built web app, the SVG drawer) are named from here.
 */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

function findServerRoot(from: string) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@pixel/server')
      return dir;
    if (dir === path.dirname(dir)) throw new Error(`the server's package.json is not above ${from}`);
  }
}
