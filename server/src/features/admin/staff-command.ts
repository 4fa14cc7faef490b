import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '@pixel/contract';
import type { AdminRepository } from './admin.repository.ts';

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
    repository.record(undefined, {
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
