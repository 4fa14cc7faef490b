import { expect } from 'vitest';
import { type Client, payCheckout } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';
import { mailsTo } from './memberships.testing.ts';

/** The lines of a membership mail's links, as English mails write them. */
const labels = {
  renew: 'Renew',
  autoRenewOff: 'Turn auto-renew off',
  pause: 'Pause it for 1 to 3 months',
  cancel: 'Cancel',
} as const;

/** The tokens of a mail's links, by what they do; a link the mail does not carry is undefined. */
export function linksIn(body: string) {
  const tokenOf = (label: string) =>
    body.match(new RegExp(`^${label}: http://localhost:3000/memberships/link/(\\S+)$`, 'm'))?.[1];
  return {
    renew: tokenOf(labels.renew),
    autoRenewOff: tokenOf(labels.autoRenewOff),
    pause: tokenOf(labels.pause),
    cancel: tokenOf(labels.cancel),
  };
}

/** The newest receipt mailed to `email`. */
export async function latestReceipt(t: TestApp, email: string) {
  const receipt = (await mailsTo(t, email)).find((mail) => mail.subject?.startsWith('Your PIXEL receipt'));
  expect(receipt, `a receipt to ${email}`).toBeDefined();
  return receipt!;
}

/** A link's page as anyone with the mail reads it, and its confirmation. */
export const viewLink = (browser: Client, token: string) => browser.get(`/v1/memberships/links/${token}`);
export const confirmLink = (browser: Client, token: string, body: object = {}) =>
  browser.post(`/v1/memberships/links/${token}/confirm`, body);

/** Joins a tier for a month with a card the sandbox keeps, renewing by itself. */
export async function joinByCard(t: TestApp, supporter: { browser: Client }, tierId: string) {
  const started = await supporter.browser.post('/v1/memberships/join', {
    tier_id: tierId,
    months: 1,
    auto_renew: 1,
  });
  expect(started.statusCode, started.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: `${new URL(started.json().data.link_url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'method=card',
  });
  expect(paid.statusCode).toBe(303);
}

/** Pays a checkout the API answered, at the sandbox. */
export const payAt = (t: TestApp, linkUrl: string) => payCheckout(t, new URL(linkUrl).pathname);
