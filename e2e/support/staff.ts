import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import * as OTPAuth from 'otpauth';
import { request, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { newCreator, register, type Creator } from './accounts.ts';
import { moveClock, serverNow } from './dev-clock.ts';
import type { Journey } from './journey.ts';
import { linkIn } from './outbox.ts';
import { repoRoot } from './paths.ts';
import { clientHeaders } from './server.ts';
import { onPath, visible } from './ui.ts';

export type StaffRole = 'support' | 'finance' | 'admin';

/** A staff member: an account of their own, their role, and the key their authenticator app was given. */
export type Staff = Creator & { role: StaffRole; key: string };

/** The code an authenticator app with this key shows at the server's time, as the app computes it. */
export async function appCode(baseUrl: string, key: string): Promise<string> {
  const now = await serverNow(baseUrl);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp: now.getTime() });
}

/**
 * Signs a registered person in through the API with the link of their verification mail, turns two-factor
 * sign-in on with an authenticator app, as Sign-in & security does, and answers the app's key.
 */
export async function verifyWithTwoFactor(journey: Journey, person: Creator): Promise<string> {
  const mail = await journey.latestMailTo(person.email, { subject: 'Verify your email address' });
  const link = new URL(linkIn(mail, `${journey.baseUrl}/auth/login?verification_code=`));
  const api = await request.newContext({
    baseURL: journey.baseUrl,
    extraHTTPHeaders: {
      origin: journey.baseUrl,
      accept: 'application/json',
      ...clientHeaders(journey.baseUrl),
    },
  });
  try {
    const call = async (path: string, data: Record<string, unknown> = {}) => {
      const response = await api.post(path, { data });
      if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
      return (await response.json()).data;
    };
    await call('/v1/auth/login', {
      email: person.email,
      password: person.password,
      authorization_code: link.searchParams.get('verification_code'),
    });
    const { secret } = (await call('/v1/user/two-factor/totp')) as { secret: string };
    await call('/v1/user/two-factor/totp/confirm', { code: await appCode(journey.baseUrl, secret) });
    return secret;
  } finally {
    await api.dispose();
  }
}

/** A staff member to make with `makeStaff`: a new account's details and the role they are to have. */
export function newStaff(pageName: string, role: StaffRole): Staff {
  return { ...newCreator(pageName), role, key: '' };
}

/**
 * Makes `members` staff on the journey's server, as an operator does: each registers and turns two-factor
 * sign-in on (their `key` is then their app's), then is given their role with the command, which the running
 * server carries out.
 */
export async function makeStaff(journey: Journey, members: Staff[]): Promise<void> {
  for (const member of members) {
    await register(journey.baseUrl, member);
    member.key = await verifyWithTwoFactor(journey, member);
  }
  for (const member of members) await addStaff(journey.dataDir, member.email, member.role);
}

/**
 * `npm run staff -- add EMAIL --role ROLE` beside the server running on `dataDir`, as an operator gives a
 * role (no call of the API can): the command finds the server there and sends it the work, since the
 * embedded database is one process's at a time (decision 0124).
 */
export async function addStaff(dataDir: string, email: string, role: StaffRole): Promise<void> {
  const command = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/features/admin/staff-cli.ts', 'add', email, '--role', role],
    {
      cwd: repoRoot,
      // as the server was started: nothing from the developer's shell may point it at another database
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? tmpdir(),
        TMPDIR: tmpdir(),
        APP_ENV: 'development',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  command.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  command.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    command.once('error', reject);
    command.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`npm run staff -- add ${email} --role ${role} exited ${code}:\n${output}`);
}

/**
 * Signs staff in on `page` through the log-in page, with the password and then the app's code, and waits
 * for the staff page at `path` (`/admin` and below) with its menu.
 */
export async function signInStaff(page: Page, baseUrl: string, staff: Staff, path = '/admin') {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await visible(page.getByRole('heading', { name: 'Two-factor sign-in' }));
  // each code of the app is taken once: the clock moves on to the next one
  await moveClock(baseUrl, 30);
  await page.getByLabel('Code', { exact: true }).fill(await appCode(baseUrl, staff.key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await onPath(page, new URL(path, baseUrl).pathname);
  await visible(page.getByRole('navigation', { name: 'Staff' }));
}

/**
 * The rows of the audit trail of `action` on the person `personId`, found as staff find them: the menu's
 * Audit trail (which drops the last filters), the person's id and the action, then Filter.
 */
export async function auditTrailRows(desk: Page, personId: string, action: string): Promise<Locator> {
  await desk
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Audit trail', exact: true })
    .click();
  await onPath(desk, '/admin/audit', '');
  const filters = desk.getByRole('form', { name: 'Filter the audit trail' });
  const personField = filters.getByLabel('Person id', { exact: true });
  // the form is made anew for each address, once the new address is drawn (a render that can come after the
  // address bar changes): filled before, it would be emptied. The new form shows the field's placeholder.
  await visible(personField.and(desk.locator(':placeholder-shown')));
  await personField.fill(personId);
  await filters.getByLabel('Action', { exact: true }).selectOption(action);
  await filters.getByRole('button', { name: 'Filter', exact: true }).click();
  await desk.waitForURL(
    (url) => url.searchParams.get('action') === action && url.searchParams.get('user_id') === personId,
  );
  const lines = desk
    .getByRole('table', { name: 'Audit trail' })
    .getByRole('row')
    .filter({ has: desk.getByRole('cell') });
  // the filter's answer, not the lines before it (drawn faded until it comes): every line is of that action
  await expect.poll(() => lines.filter({ hasNotText: action }).count()).toBe(0);
  return lines.filter({ hasText: action });
}
