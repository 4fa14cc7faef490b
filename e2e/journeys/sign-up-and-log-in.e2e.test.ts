import { describe, expect, it } from 'vitest';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { linkIn } from '../support/outbox.ts';
import { fieldError, onPath, visible } from '../support/ui.ts';

// a server of its own: Welcome is checked over a supporter's home, which lists the server's creators
const journey = useJourney({ ownServer: true });

const maria = {
  email: 'maria.santos@example.com',
  password: 'sampaguita-2024',
  pageUrl: 'maria.santos',
  pageName: 'Maria Santos',
};
const wrongCredentials = 'These credentials do not match our records.';

async function logIn(email: string, password: string) {
  const { page } = journey;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('a new creator', () => {
  it('signs up, verifies the email from the mail, logs in, logs out, mistypes the password, logs in again', async () => {
    const { page } = journey;

    // sign up
    await page.goto('/auth/sign-up');
    await visible(page.getByRole('heading', { level: 1, name: 'Create your PIXEL page' }));
    await page.getByLabel('Email', { exact: true }).fill(maria.email);
    await page.getByLabel('Password', { exact: true }).fill(maria.password);
    await page.getByLabel('Page URL', { exact: true }).fill(maria.pageUrl);
    await page.getByLabel('Page name', { exact: true }).fill(maria.pageName);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    const verify = await visible(page.getByRole('dialog', { name: 'Verify Your Email' }));
    expect(await verify.textContent()).toContain(maria.email);

    // the verification mail links to the log-in page of this server
    const mail = await journey.latestMailTo(maria.email, { subject: 'Verify your email address' });
    const link = linkIn(mail, `${journey.baseUrl}/auth/login?verification_code=`);
    expect(new URL(link).searchParams.get('verification_code')).toMatch(/^[\w-]{16,}$/);

    // open it and log in: the account is activated and the dashboard greets the new creator
    await page.goto(link);
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome back' }));
    await visible(page.getByText('Log in to verify your email and activate your account.'));
    await logIn(maria.email, maria.password);

    await onPath(page, '/dashboard');
    const welcome = await visible(page.getByRole('dialog', { name: 'Welcome to PIXEL!' }));
    expect(await welcome.textContent()).toContain(`Hi ${maria.pageName}, I'm Pix!`);
    expect(await problemsAtEveryWidth(page), 'Welcome to PIXEL!').toEqual({});
    await welcome.getByRole('button', { name: 'GET STARTED' }).click();
    await welcome.waitFor({ state: 'hidden' });
    await visible(page.getByRole('heading', { level: 1, name: maria.pageName }));

    // log out
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await onPath(page, '/auth/login');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome back' }));

    // a wrong password: the server's message, under the password field and tied to it (the app also shows
    // it in a snackbar, spec §8)
    await logIn(maria.email, 'not-my-password');
    const password = page.getByLabel('Password', { exact: true });
    await expect
      .poll(() => fieldError(page, password, wrongCredentials), { timeout: 15_000 })
      .toEqual({ invalid: 'true', descriptions: [wrongCredentials], shownBelowField: true });
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    // the right password: back on the dashboard, showing the page name
    await logIn(maria.email, maria.password);
    await onPath(page, '/dashboard');
    await visible(page.getByRole('heading', { level: 1, name: maria.pageName }));
    await visible(page.getByRole('button', { name: 'Log out', exact: true }));
  });
});
