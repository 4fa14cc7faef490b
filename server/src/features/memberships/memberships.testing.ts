import { afterEach, expect } from 'vitest';
import { type Client, client, signedInUser } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

export const DAY_MS = 86_400_000;

/**
 * The development clock, for the file's tests: where it says it is, and a move to a later time. Each test
 * leaves it where it found it.
 */
export function useDevClock(t: TestApp) {
  // the development routes answer this machine only
  const dev = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
  const clockNow = async () =>
    new Date((await client(t, { ip: '127.0.0.1' }).get('/dev/clock')).json().data.now as string);
  const moveClockTo = async (at: Date) => {
    const seconds = Math.ceil((at.getTime() - (await clockNow()).getTime()) / 1000);
    if (seconds > 0) await dev({ advance_seconds: seconds });
  };
  afterEach(() => dev({ reset: true }));
  return { clockNow, moveClockTo };
}

/** A tier's form: Sketch Club at ₱100 a month, unless `overrides` say otherwise. */
export const tierBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sketch Club',
  price: '100',
  description: 'Monthly sketches #art',
  benefits: ['A sketch a week', 'Your name in my videos'],
  ...overrides,
});

/** A creator with two tiers: Sketch Club (₱100) and Studio Pass (₱400, 10% off 6 months, 20% off 12). */
export async function creatorWithTiers(t: TestApp) {
  const creator = await signedInUser(t);
  const first = await creator.browser.post('/v1/user/memberships/tiers', tierBody());
  expect(first.statusCode).toBe(201);
  const second = await creator.browser.post(
    '/v1/user/memberships/tiers',
    tierBody({ name: 'Studio Pass', price: '400', discount_6_months: 10, discount_12_months: 20 }),
  );
  expect(second.statusCode).toBe(201);
  return { creator, tier1: first.json().data, tier2: second.json().data };
}

/** Signs in again: a session ends while the clock moves on by months. */
export async function signInAgain(who: Awaited<ReturnType<typeof signedInUser>>) {
  const response = await who.browser.post('/v1/auth/login', { email: who.email, password: who.password });
  expect(response.statusCode, response.body).toBe(200);
}

/** The person's first membership on their list. */
export const myMembership = async (browser: Client) =>
  (await browser.get('/v1/user/memberships')).json().data[0];
/** The mails sent to `email`, newest first. */
export const mailsTo = async (t: TestApp, email: string) =>
  (await t.outbox()).filter((mail) => mail.to === email);
