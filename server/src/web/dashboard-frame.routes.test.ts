import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { client } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-web-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>PIXEL</title></head><body><div id="root"></div></body></html>',
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist } });

describe("the dashboard's pages", () => {
  it('come with the frame drawn in the root element, so a slow phone shows the dashboard taking shape', async () => {
    for (const address of ['/dashboard', '/dashboard/transactions/history', '/dashboard/settings/profile']) {
      const page = await client(t).get(address, { 'accept-encoding': 'identity' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(
        /<div id="root"><div class="df" role="status">.*PIXEL.*Loading your dashboard…/,
      );
    }
  });

  it("leave every other page's root empty, and the hashtag pages visitors see in the site's frame", async () => {
    for (const address of [
      '/auth/login',
      '/dashboard/explore/hashtags/pixel',
      '/dashboards',
      '/legal/privacy-notice',
    ]) {
      const page = await client(t).get(address, { 'accept-encoding': 'identity' });
      expect(page.body, address).toContain('<div id="root"></div>');
    }
  });
});
