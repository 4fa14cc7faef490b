import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { onPath, visible } from '../support/ui.ts';

const journey = useJourney();
const mara = newCreator('Mara Reyes');

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) on this page: a platform
 * authenticator, as a phone's or a laptop's, that keeps passkeys and unlocks them with the owner's
 * fingerprint, which it always reports as given.
 */
async function addVirtualAuthenticator(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

describe('passkeys', () => {
  it('a passkey added on Sign-in & security signs in with no email typed', async () => {
    await register(journey.baseUrl, mara);
    const { page } = journey;
    const authenticator = await addVirtualAuthenticator(page);
    await logInFromVerificationMail(journey, page, mara);

    await page.goto('/dashboard/settings/security');
    const section = await visible(page.getByRole('region', { name: 'Passkeys' }));
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByLabel('Name').fill('My laptop');
    expect(await problemsAtEveryWidth(page)).toEqual({});
    await section.getByRole('button', { name: 'Add passkey' }).click();
    const list = await visible(section.getByRole('list', { name: 'Your passkeys' }));
    await visible(list.getByText('My laptop'));
    await visible(list.getByText(/Not used yet/));
    await page.getByText('Passkey added.').waitFor({ state: 'hidden' });
    // the passkey is kept on the device, for this site, for this account
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await page.reload();
    await visible(page.getByRole('list', { name: 'Your passkeys' }));
    expect(await problemsAtEveryWidth(page)).toEqual({});
    await screenshotAtWidths(page, 'passkeys-security');
    const mail = await journey.latestMailTo(mara.email, { subject: 'A passkey was added to your account' });
    expect(mail.body).toContain('My laptop');

    // signed out, the log-in page signs in with the passkey: no email, no password
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await visible(page.getByRole('heading', { name: 'Welcome back' }));
    await screenshotAtWidths(page, 'passkeys-log-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await onPath(page, '/dashboard');

    // the list says when it was last used
    await page.goto('/dashboard/settings/security');
    await visible(page.getByRole('list', { name: 'Your passkeys' }).getByText(/Last used/));
  });
});
