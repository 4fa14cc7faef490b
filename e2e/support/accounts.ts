import type { Page } from 'playwright-core';
import type { Journey } from './journey.ts';
import { linkIn } from './outbox.ts';
import { clientHeaders } from './server.ts';
import { onPath, visible } from './ui.ts';

export type Creator = { email: string; password: string; pageUrl: string; pageName: string };

let sequence = 0;

/** A creator no earlier run or test has used: the same database may serve every test of a file. */
export function newCreator(pageName: string): Creator {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  const handle = pageName
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .slice(0, 12);
  return {
    email: `${handle}.${unique}@example.com`,
    password: 'sampaguita-2024',
    pageUrl: `${handle}_${unique}`,
    pageName,
  };
}

/** Registers the creator through the running server's API, as the sign-up page does. */
export async function register(baseUrl: string, creator: Creator): Promise<void> {
  const response = await fetch(`${baseUrl}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...clientHeaders(baseUrl) },
    body: JSON.stringify({
      email: creator.email,
      password: creator.password,
      page_url: creator.pageUrl,
      page_name: creator.pageName,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 201) {
    throw new Error(`POST /v1/auth/register answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Logs a registered creator in on `page` through the link of their verification mail, as a new creator
 * does, and closes the Welcome modal: the page ends on the dashboard.
 */
export async function logInFromVerificationMail(journey: Journey, page: Page, creator: Creator) {
  const mail = await journey.latestMailTo(creator.email, { subject: 'Verify your email address' });
  await page.goto(linkIn(mail, `${journey.baseUrl}/auth/login?verification_code=`));
  await visible(page.getByRole('heading', { level: 1, name: 'Welcome back' }));
  await page.getByLabel('Email', { exact: true }).fill(creator.email);
  await page.getByLabel('Password', { exact: true }).fill(creator.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await onPath(page, '/dashboard');
  const welcome = await visible(page.getByRole('dialog', { name: 'Welcome to PIXEL!' }));
  await welcome.getByRole('button', { name: 'GET STARTED' }).click();
  await welcome.waitFor({ state: 'hidden' });
}

/** Logs a verified person in on `page` with the log-in form: the page ends on the dashboard. */
export async function logIn(page: Page, person: Creator) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await onPath(page, '/dashboard');
}
