import { describe, expect, it } from 'vitest';
import { logIn, logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { dialogProblemsAtEveryWidth } from '../support/dialog-fit.ts';
import { useJourney } from '../support/journey.ts';
import { linkIn, readOutbox } from '../support/outbox.ts';
import { onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const NEW_SIGN_IN = 'New sign-in to your PIXEL account';
const newSignInMails = async (email: string) =>
  (await readOutbox(journey.baseUrl)).filter((m) => m.to === email && m.subject === NEW_SIGN_IN);

describe('sessions', () => {
  it('a new browser is mailed about, listed, and ended from the first; a changed password ends the rest', async () => {
    const creator = newCreator('Liza Soberano Reyes');
    await register(journey.baseUrl, creator);
    const laptop = journey.page;
    await logInFromVerificationMail(journey, laptop, creator);

    // a second browser signs in: the owner is mailed, with where to look
    const phone = await journey.newPage('phone');
    await logIn(phone, creator);
    const mail = await journey.latestMailTo(creator.email, { subject: NEW_SIGN_IN });
    expect(mail.body).toMatch(/Browser: Chrome on Linux/);
    const sessionsLink = linkIn(mail, `${journey.baseUrl}/dashboard/settings/sessions`);

    // the laptop lists both, itself as this device, and ends the phone's
    await laptop.goto(sessionsLink);
    await visible(laptop.getByRole('heading', { level: 1, name: 'Sessions' }));
    const sessions = laptop.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
    await expect.poll(() => sessions.count()).toBe(2);
    await expect.poll(() => sessions.first().textContent()).toContain('This device');
    expect(await sessions.nth(1).textContent()).not.toContain('This device');
    expect(await problemsAtEveryWidth(laptop), 'Sessions').toEqual({});

    await sessions
      .nth(1)
      .getByRole('button', { name: /^End the session of / })
      .click();
    const confirm = await visible(laptop.getByRole('dialog', { name: 'End this session?' }));
    const endSession = confirm.getByRole('button', { name: 'End session', exact: true });
    expect(await dialogProblemsAtEveryWidth(confirm, endSession), 'End this session?').toEqual({});
    await endSession.click();
    await visible(laptop.getByText('The session has ended.'));
    await expect.poll(() => sessions.count()).toBe(1);

    // the phone is signed out at once; signing in there again is no news
    await phone.goto('/dashboard/transactions/history');
    await visible(phone.getByRole('heading', { level: 1, name: 'Welcome back' }));
    await logIn(phone, creator);
    expect(await newSignInMails(creator.email)).toHaveLength(1);

    // a new password keeps the laptop signed in and signs the phone out
    await laptop.goto('/dashboard/settings/password');
    await visible(laptop.getByRole('heading', { level: 1, name: 'Password' }));
    expect(await problemsAtEveryWidth(laptop), 'Password').toEqual({});
    await laptop.getByLabel('Current password', { exact: true }).fill(creator.password);
    await laptop.getByLabel('New password', { exact: true }).fill('a brand new sampaguita');
    await laptop.getByRole('button', { name: 'Change password', exact: true }).click();
    await visible(
      laptop.getByText('Your password has been changed. Every other session has been signed out.'),
    );

    await phone.goto('/dashboard/transactions/history');
    await visible(phone.getByRole('heading', { level: 1, name: 'Welcome back' }));
    await laptop.goto('/dashboard/settings/sessions');
    await expect.poll(() => sessions.count()).toBe(1);
    await onPath(laptop, '/dashboard/settings/sessions');
  }, 180_000);
});
