import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit, staffMembers } from '../../db/schema/index.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { serveStaffCommands, staffCommandAddress, staffCommandsServed } from './staff-command.ts';

const t = useTestApp();

/** `npm run staff -- …` as an operator types it beside a running server, on its data directory. */
function npmRunStaff(dataDir: string, ...argv: string[]) {
  return new Promise<{ status: number; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_ROOT, 'src/features/admin/staff-cli.ts'), ...argv],
      {
        cwd: path.dirname(SERVER_ROOT),
        // as the server was started: nothing from this shell may point it at another database
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? os.tmpdir(),
          TMPDIR: os.tmpdir(),
          APP_ENV: 'development',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
      },
      (error, out, err) => resolve({ status: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

describe('npm run staff beside a server on the embedded database', () => {
  it('is run by the running server, which holds the database, and written to its audit trail', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-staff-'));
    const address = staffCommandAddress(dataDir);
    // a socket left behind by a server that did not stop cleanly is no server
    await fs.writeFile(address, '');
    expect(await staffCommandsServed(address)).toBe(false);
    const serving = await serveStaffCommands({ address, db: t.db });
    try {
      expect(await staffCommandsServed(address)).toBe(true);
      const person = await member(t);
      const email = person.user.email!;

      const added = await npmRunStaff(dataDir, 'add', email, '--role', 'support', '--reason', 'New hire');
      expect(added, added.err).toMatchObject({ status: 0 });
      expect(added.out).toContain(`${email} is support staff.`);
      const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.userId, person.user.id));
      expect(row?.role).toBe('support');
      const trail = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, person.user.id));
      expect(trail.map((line) => [line.action, line.staffEmail, line.reason])).toEqual([
        ['staff.add', 'command line', 'New hire'],
      ]);

      // a refusal comes back with the command's own words and exit status
      const nobody = await npmRunStaff(dataDir, 'add', 'nobody@example.ph', '--role', 'support');
      expect(nobody.status).toBe(1);
      expect(nobody.err).toContain('No account has the address nobody@example.ph.');
    } finally {
      await serving.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    expect(await staffCommandsServed(address)).toBe(false);
  }, 60_000);
});
