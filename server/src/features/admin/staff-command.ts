import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { type AdminRepository, createAdminRepository } from './admin.repository.ts';

export const staffUsage = `Usage:
  npm run staff -- add EMAIL --role support|finance|admin [--reason TEXT]
  npm run staff -- remove EMAIL [--reason TEXT]
  npm run staff -- list`;

/**
 * `npm run staff`: gives, changes and takes staff roles (decision 0098), never reachable through the API.
 * Each change is written to the audit trail as done on the command line. Answers the exit status: 0 done,
 * 1 refused (no such account, not staff), 2 not understood.
 */
export async function staffCommand(
  argv: string[],
  io: {
    repository: Pick<AdminRepository, 'setRole' | 'removeRole' | 'listStaff' | 'record'>;
    out: (line: string) => void;
    err: (line: string) => void;
    now?: () => Date;
  },
) {
  const { repository, out, err } = io;
  const now = io.now ?? (() => new Date());
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string' }, reason: { type: 'string' } },
    });
  } catch (error) {
    err(`${(error as Error).message}\n\n${staffUsage}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, given] = positionals;
  const email = given?.trim().toLowerCase();
  const role = values.role as StaffRole | undefined;
  const refuse = (message: string) => {
    err(`${message}\n\n${staffUsage}`);
    return 2;
  };
  if (command !== 'list' && command !== 'add' && command !== 'remove')
    return refuse('Say add, remove or list.');
  if (command !== 'list' && !email) return refuse('Say whose account: its email address.');
  if (command === 'add' && !(role && staffRoles.includes(role))) {
    return refuse(`Give the role with --role: one of ${staffRoles.join(', ')}.`);
  }

  const record = (action: string, subjectUserId: string, after: Record<string, unknown> | null) =>
    repository.record({
      at: now(),
      staffUserId: null,
      staffEmail: 'command line',
      staffRole: 'operator',
      action,
      subjectUserId,
      reason: values.reason ?? null,
      after,
    });

  if (command === 'list') {
    const staff = await repository.listStaff();
    if (staff.length === 0) out('No staff yet.');
    for (const member of staff) out(`${member.email}\t${member.role}\tsince ${member.since.toISOString()}`);
    return 0;
  }
  if (command === 'add') {
    const userId = await repository.setRole(email!, role!);
    if (!userId) {
      err(`No account has the address ${email}. Sign up with it first, then add it.`);
      return 1;
    }
    await record('staff.add', userId, { role });
    out(
      `${email} is ${role} staff. They sign in at /admin with their password and a second step ` +
        '(two-factor sign-in, turned on in Sign-in & security, or a passkey).',
    );
    return 0;
  }
  const userId = await repository.removeRole(email!);
  if (!userId) {
    err(`${email} is not staff.`);
    return 1;
  }
  await record('staff.remove', userId, null);
  out(`${email} is no longer staff.`);
  return 0;
}

/**
 * Where a server on the embedded database takes `npm run staff` (decision 0124): a socket in its data
 * directory (a named pipe on Windows), which only the account that runs the server can open. PGlite
 * holds its data directory in one process, so the command is run by the server that holds it.
 */
export function staffCommandAddress(dataDir: string) {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\pixel-staff-${id}`;
  const inDataDir = path.join(dataDir, 'staff.sock');
  // a socket's path has room for about 100 bytes: a deeper data directory's goes to the temporary folder
  return Buffer.byteLength(inDataDir) <= 100 ? inDataDir : path.join(os.tmpdir(), `pixel-staff-${id}.sock`);
}

type Answer = { out: string } | { err: string } | { status: number };

/**
 * Runs the staff commands that come to `address` on the server's database, one command a connection: the
 * arguments as one JSON line in, each line of output and then the exit status as JSON lines out. A socket
 * file left by a server that did not stop cleanly is taken over. Answers how to stop serving.
 */
export async function serveStaffCommands(input: { address: string; db: Db }) {
  const repository = createAdminRepository(input.db);
  const server = net.createServer((socket) => {
    const lines = readline.createInterface({ input: socket });
    lines.once('line', (line) => {
      lines.close();
      const send = (answer: Answer) => socket.write(`${JSON.stringify(answer)}\n`);
      let argv: unknown;
      try {
        argv = JSON.parse(line);
      } catch {
        argv = null;
      }
      if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string')) {
        send({ status: 2 });
        socket.end();
        return;
      }
      staffCommand(argv, {
        repository,
        out: (text) => send({ out: text }),
        err: (text) => send({ err: text }),
      })
        .catch((error: unknown) => {
          send({ err: `The command failed: ${(error as Error).message}` });
          return 1;
        })
        .then((status) => socket.end(`${JSON.stringify({ status })}\n`));
    });
    socket.on('error', () => undefined);
  });
  if (process.platform !== 'win32') await fs.rm(input.address, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(input.address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  if (process.platform !== 'win32') await fs.chmod(input.address, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether a server takes staff commands at `address`: it is running on the embedded database there. */
export async function staffCommandsServed(address: string) {
  const socket = net.connect(address);
  try {
    return await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
  } finally {
    socket.destroy();
  }
}

/**
 * Sends a staff command to the server at `address` and writes its answer: its exit status, or null when
 * no server takes commands there (none runs, or one that stopped left its socket behind).
 */
export async function sendStaffCommand(
  address: string,
  argv: string[],
  io: { out: (line: string) => void; err: (line: string) => void },
): Promise<number | null> {
  const socket = net.connect(address);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch {
    socket.destroy();
    return null;
  }
  socket.write(`${JSON.stringify(argv)}\n`);
  let status: number | null = null;
  for await (const line of readline.createInterface({ input: socket })) {
    const answer = JSON.parse(line) as Answer;
    if ('out' in answer) io.out(answer.out);
    else if ('err' in answer) io.err(answer.err);
    else status = answer.status;
  }
  // a server that stopped in the middle answers nothing more
  if (status === null) io.err('The server stopped before the command finished: run it again.');
  return status ?? 1;
}
