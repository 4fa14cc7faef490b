import { expect } from 'vitest';
import { payCheckout, startGift, type Member } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A gift to the creator from 'Ana', paid, and its notification delivered. */
export async function paidGift(t: TestApp, creator: Member, body: Record<string, unknown> = {}) {
  const started = await startGift(t, creator.page_url, { supporter_name: 'Ana', ...body });
  await payCheckout(t, started.checkoutPath);
  await t.jobs.drain('deliver-notification');
  return started;
}

/** The bell's count of unread notifications. */
export const bell = async (who: Member) => {
  const response = await who.browser.get('/v1/user/notifications/unread-count');
  expect(response.statusCode).toBe(200);
  return response.json().data.unread_count as number;
};

/** The mails sent to the person, newest first. */
export const mailsTo = async (t: TestApp, who: Member) =>
  (await t.outbox()).filter((m) => m.to === who.user.email);
