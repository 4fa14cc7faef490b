import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register, type Creator } from '../support/accounts.ts';
import { problemsAtEveryWidth, resizeTo } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { artifactsDir } from '../support/paths.ts';
import { onPath, visible } from '../support/ui.ts';

const journey = useJourney();
const lena = newCreator('Lena Santos');

/** Moves the server's development clock on by `seconds`: each code of the app is taken once. */
async function moveClock(seconds: number) {
  const response = await fetch(`${journey.baseUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  if (!response.ok) throw new Error(`POST /dev/clock answered ${response.status}`);
}

/** The code an authenticator app with this key shows at the server's time, as the app computes it. */
async function codeFor(key: string) {
  const clock = await fetch(`${journey.baseUrl}/dev/clock`);
  const now = new Date(((await clock.json()) as { data: { now: string } }).data.now);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp: now.getTime() });
}

/** The password step of a sign-in on a fresh page, ending on the second step. */
async function passwordStep(page: Page, person: Creator) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await visible(page.getByRole('heading', { name: 'Two-factor sign-in' }));
}

async function screenshot(page: Page, name: string) {
  await mkdir(path.join(artifactsDir, 'screens'), { recursive: true });
  for (const width of [360, 1280]) {
    await resizeTo(page, width);
    await page.screenshot({
      path: path.join(artifactsDir, 'screens', `${name}-${width}.png`),
      fullPage: true,
    });
  }
}

describe('two-factor sign-in', () => {
  it('is turned on with an authenticator app, then asks for its code, or a recovery code once', async () => {
    await register(journey.baseUrl, lena);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, lena);

    await page.getByRole('link', { name: 'Sign-in & security' }).first().click();
    await onPath(page, '/dashboard/settings/security');
    const section = await visible(page.getByRole('region', { name: 'Two-factor sign-in' }));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await visible(section.getByRole('img', { name: 'QR code to add PIXEL to your authenticator app' }));
    const key = (await section.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).innerText()).replace(/\s/g, '');
    expect(await problemsAtEveryWidth(page)).toEqual({});
    await screenshot(page, 'two-factor-enrol');

    await section.getByLabel('Code from the app').fill(await codeFor(key));
    await section.getByRole('button', { name: 'Confirm' }).click();
    const list = await visible(section.getByRole('list', { name: 'Recovery codes' }));
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    expect(await problemsAtEveryWidth(page)).toEqual({});
    await screenshot(page, 'two-factor-codes');
    await section.getByRole('button', { name: 'I saved my codes' }).click();
    await visible(section.getByText('10 of 10 recovery codes left', { exact: false }));
    await screenshot(page, 'two-factor-on');

    // the password alone no longer signs in; the app's next code does
    const phone = await journey.newPage('phone');
    await passwordStep(phone, lena);
    expect(await problemsAtEveryWidth(phone)).toEqual({});
    await screenshot(phone, 'two-factor-sign-in');
    await moveClock(30);
    await phone.getByLabel('Code', { exact: true }).fill(await codeFor(key));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await onPath(phone, '/dashboard');

    // a recovery code signs in once
    const laptop = await journey.newPage('laptop');
    await passwordStep(laptop, lena);
    await laptop.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await laptop.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await laptop.getByRole('button', { name: 'Verify' }).click();
    await onPath(laptop, '/dashboard');

    const again = await journey.newPage('again');
    await passwordStep(again, lena);
    await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await again.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await again.getByRole('button', { name: 'Verify' }).click();
    await visible(again.getByText('The recovery code is invalid or has been used.'));
    expect(new URL(again.url()).pathname).toBe('/auth/login');
  });
});
