import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { limits, pageUrlCharacters, pageUrlOf } from '@pixel/contract';
import { describe, expect, it } from 'vitest';
import { client, newAccount } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const WEB_PUBLIC = new URL('../../../../web/public', import.meta.url).pathname;

/**
 * A built web app as `npm run build` leaves it: the files of web/public, index.html with its compressed
 * copies, hashed assets, and one file no list names yet (as a new build step might add).
 */
async function builtWebApp() {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
  await fs.cp(WEB_PUBLIC, dist, { recursive: true });
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'assets', 'index-3f2a.js'), 'console.log(1)');
  for (const name of ['index.html', 'index.html.br', 'index.html.gz', 'offline.html']) {
    await fs.writeFile(path.join(dist, name), '<!doctype html><div id="root"></div>');
  }
  return dist;
}

/**
 * The first segment of every address the app answers itself, read from its router's own table: each line
 * of the printed tree adds its text to the line it hangs from, and a line with methods is a route.
 */
function servedAtRoot(tree: string) {
  const segments = new Set<string>();
  const pathAt: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)( \()?/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    pathAt[depth] = (depth ? pathAt[depth - 1] : '') + node[2]!;
    const first = pathAt[depth]!.split('/')[1];
    if (node[3] && first && !/[:*]/.test(first)) segments.add(first.toLowerCase());
  }
  return segments;
}

/** A segment a page url could be written as, reserved or not. */
const pageUrlShaped = (segment: string) =>
  segment.length >= limits.pageUrlMin &&
  segment.length <= limits.pageUrlMax &&
  pageUrlCharacters.test(segment.toLowerCase());

describe('page urls the server answers at the root itself', async () => {
  const t = useTestApp({ env: { WEB_DIST_DIR: await builtWebApp() } });

  it('are refused at sign-up, and named in the list the sign-up form checks', async () => {
    const served = [...servedAtRoot(t.app.printRoutes())];
    expect(served).toEqual(
      expect.arrayContaining(['v1', 'media', 'metrics', 'sitemap.xml', 'robots.txt', 'index.html']),
    );
    const shaped = served.filter(pageUrlShaped);
    for (const segment of shaped) {
      const response = await client(t).post('/v1/auth/register', newAccount({ page_url: segment }));
      expect(response.statusCode, segment).toBe(422);
      expect(response.json().errors.page_url, segment).toEqual(['The page url is not available.']);
    }
    // the form says so before sending, for all but a file no build makes yet
    expect(shaped.filter((segment) => pageUrlOf(segment) !== null)).toEqual(['offline.html']);
  });

  it.each(['media', 'Metrics', 'sitemap.xml', 'index.html', 'sw.js', 'manifest.webmanifest'])(
    'refuses %s at sign-up',
    async (pageUrl) => {
      const response = await client(t).post('/v1/auth/register', newAccount({ page_url: pageUrl }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.page_url).toEqual(['The page url is not available.']);
    },
  );
});
