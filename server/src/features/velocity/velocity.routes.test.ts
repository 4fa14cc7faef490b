import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { goals, staffAudit } from '../../db/schema/index.ts';
import { client, createSnap, member, staffMember, type Client, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { waitInWords } from './velocity.service.ts';

const t = useTestApp();

const HOUR = 3_600;
const DAY = 24 * HOUR;
const dev = () => client(t, { ip: '127.0.0.1' });
const advance = (seconds: number) => dev().post('/dev/clock', { advance_seconds: seconds });
afterEach(() => dev().post('/dev/clock', { reset: true }));

/** A signed-in supporter whose account is `days` old: past its first day unless told otherwise. */
const supporter = (days = 3) => member(t, { createdAt: new Date(Date.now() - days * DAY * 1000) });
const gift = (who: { browser: Client }, creator: Member, headers?: Record<string, string>) =>
  who.browser.post(`/v1/donate/${creator.page_url}`, { amount: '100' }, headers);

async function giftTimes(who: { browser: Client }, creator: Member, count: number) {
  for (let i = 0; i < count; i++) {
    const sent = await gift(who, creator);
    expect(sent.statusCode, `gift ${i + 1}: ${sent.body}`).toBe(200);
  }
}

const limitsPath = (userId: string) => `/v1/admin/users/${userId}/limits`;
const hits = async (limit: string) => {
  const text = (await dev().get('/metrics')).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`pixel_velocity_limit_hits_total{limit="${limit}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
};

describe('checkouts per hour', () => {
  it('lets a supporter open 20 checkouts in an hour, refuses the 21st until the first is an hour old', async () => {
    const creator = await member(t);
    const fan = await supporter();
    const hitsBefore = await hits('checkouts_per_hour');
    await giftTimes(fan, creator, 20);

    const refused = await gift(fan, creator);
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body.exception).toBe('TooManyRequestsException');
    expect(body.data.retry_in_seconds).toBeGreaterThan(HOUR - 60);
    expect(body.data.retry_in_seconds).toBeLessThanOrEqual(HOUR);
    expect(refused.headers['retry-after']).toBe(String(body.data.retry_in_seconds));
    expect(body.message).toBe(
      `You've opened many checkouts in the last hour. Please try again in ${waitInWords(body.data.retry_in_seconds)}.`,
    );
    expect(body.message).toMatch(/try again in (59 minutes|1 hour)\.$/);
    expect(await hits('checkouts_per_hour')).toBe(hitsBefore + 1);

    // a post's checkout counts the same as a gift's
    const paid = await createSnap(creator, { price_id: 4 });
    const purchase = await fan.browser.post('/v1/user/content/images/purchase', { image_id: paid.id });
    expect(purchase.statusCode).toBe(429);

    await advance(body.data.retry_in_seconds);
    expect((await gift(fan, creator)).statusCode).toBe(200);
  });

  it('answers a repeat of the refused call, after the wait, with a new checkout rather than the old 429', async () => {
    const creator = await member(t);
    const fan = await supporter();
    await giftTimes(fan, creator, 20);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const refused = await gift(fan, creator, key);
    expect(refused.statusCode).toBe(429);
    await advance(refused.json().data.retry_in_seconds);
    const repeated = await gift(fan, creator, key);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().data.link_url).toBeTruthy();
  });

  it("leaves visitors' checkouts to the per-address limits", async () => {
    const creator = await member(t);
    const visitor = { browser: client(t) };
    for (let i = 0; i < 21; i++) {
      expect((await gift(visitor, creator)).statusCode).toBe(200);
    }
  });
});

describe("a new account's gifts in its first day", () => {
  it('lets a new account send 10 gifts, refuses the 11th until the account is a day old', async () => {
    const creator = await member(t);
    const fan = await supporter(0);
    await giftTimes(fan, creator, 10);

    const refused = await gift(fan, creator);
    expect(refused.statusCode).toBe(429);
    const { data, message } = refused.json();
    expect(data.retry_in_seconds).toBeGreaterThan(DAY - 120);
    expect(data.retry_in_seconds).toBeLessThanOrEqual(DAY);
    expect(message).toBe(
      `A new account can send 10 gifts in its first day. You can send more in ${waitInWords(data.retry_in_seconds)}.`,
    );
    // a goal's gift is a gift too
    const [goal] = await t.db
      .insert(goals)
      .values({ userId: creator.user.id, title: 'New lens', targetAmount: 500_000 })
      .returning();
    const goalGift = await fan.browser.post(`/v1/goals/${goal!.id}/donate`, { amount: '100' });
    expect(goalGift.statusCode).toBe(429);

    await advance(data.retry_in_seconds);
    expect((await gift(fan, creator)).statusCode).toBe(200);
  });

  it('does not hold back an account past its first day', async () => {
    const creator = await member(t);
    const fan = await supporter(2);
    await giftTimes(fan, creator, 11);
  });
});

describe("staff's overrides", () => {
  it('change the limit for that person only, and reset to the default', async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t);
    const fan = await supporter();
    const other = await supporter();

    const set = await support.browser.put(`${limitsPath(fan.user.id)}/checkouts_per_hour`, {
      value: 2,
      reason: 'Card testing from this account',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.message).toBe('Checkouts per hour is now 2 for this person.');
    expect(set.json().data.limit).toMatchObject({ key: 'checkouts_per_hour', value: '2', default: '20' });

    await giftTimes(fan, creator, 2);
    expect((await gift(fan, creator)).statusCode).toBe(429);
    await giftTimes(other, creator, 3);

    const reset = await support.browser.delete(`${limitsPath(fan.user.id)}/checkouts_per_hour`, {
      reason: 'Cleared with the card holder',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.message).toBe('Checkouts per hour is back to the default, 20.');
    expect((await gift(fan, creator)).statusCode).toBe(200);
  });

  it("raise a new account's first-day gifts", async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await member(t);
    const fan = await supporter(0);
    const set = await finance.browser.put(`${limitsPath(fan.user.id)}/new_account_gifts_first_day`, {
      value: '12',
      reason: 'Known company account sending prizes',
    });
    expect(set.statusCode, set.body).toBe(200);
    await giftTimes(fan, creator, 12);
    expect((await gift(fan, creator)).statusCode).toBe(429);
  });

  it('of 0 pause checkouts, and say to write to support', async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t);
    const fan = await supporter();
    await support.browser.put(`${limitsPath(fan.user.id)}/checkouts_per_hour`, { value: 0, reason: 'Fraud' });
    const refused = await gift(fan, creator);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Payments are paused on this account. Please write to support@pixel.ph to ask why.',
    );
  });
});

describe('the staff calls of limits', () => {
  it("list each limit's default, override and value, and keep each change in the audit trail", async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t);
    const before = await support.browser.get(limitsPath(creator.user.id));
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual([
      { key: 'checkouts_per_hour', unit: 'count', default: '20', value: '20', override: null },
      { key: 'new_account_gifts_first_day', unit: 'count', default: '10', value: '10', override: null },
      { key: 'payouts_per_day', unit: 'count', default: '3', value: '3', override: null },
      {
        key: 'new_creator_payout_ceiling',
        unit: 'amount',
        default: '20000.00',
        value: '20000.00',
        override: null,
      },
    ]);

    const set = await support.browser.put(`${limitsPath(creator.user.id)}/new_creator_payout_ceiling`, {
      value: '50000.50',
      reason: 'Established creator moving from another platform',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.message).toBe('Payouts in the first 30 days is now ₱50,000.50 for this person.');
    const after = (await support.browser.get(limitsPath(creator.user.id))).json().data;
    expect(after[3]).toMatchObject({
      default: '20000.00',
      value: '50000.50',
      override: {
        value: '50000.50',
        reason: 'Established creator moving from another platform',
        set_by: support.user.email,
      },
    });
    expect(Date.parse(after[3].override.set_at)).not.toBeNaN();

    await support.browser.delete(`${limitsPath(creator.user.id)}/new_creator_payout_ceiling`, {
      reason: 'Asked for by finance',
    });
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subjectUserId, creator.user.id))
      .orderBy(staffAudit.id);
    expect(audit.map((line) => [line.action, line.reason, line.before, line.after])).toEqual([
      [
        'limit.set',
        'Established creator moving from another platform',
        { limit: 'new_creator_payout_ceiling', value: '20000.00' },
        { limit: 'new_creator_payout_ceiling', value: '50000.50' },
      ],
      [
        'limit.reset',
        'Asked for by finance',
        { limit: 'new_creator_payout_ceiling', value: '50000.50' },
        { limit: 'new_creator_payout_ceiling', value: '20000.00' },
      ],
    ]);
  });

  it('answer 404 for an unknown person, 422 for a bad value or limit, 409 for a reset of a default', async () => {
    const support = await staffMember(t, 'support');
    const creator = await member(t);
    const path = limitsPath(creator.user.id);
    expect((await support.browser.get(limitsPath(crypto.randomUUID()))).statusCode).toBe(404);
    const unknown = await support.browser.put(`${limitsPath(crypto.randomUUID())}/payouts_per_day`, {
      value: 1,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);

    const bad: [string, unknown, string][] = [
      ['checkouts_per_hour', -1, 'The value must be a whole number, 0 or more.'],
      ['checkouts_per_hour', '1.5', 'The value must be a whole number, 0 or more.'],
      ['checkouts_per_hour', 'many', 'The value must be a whole number, 0 or more.'],
      ['checkouts_per_hour', 10_001, 'The value must not be greater than 10000.'],
      ['new_creator_payout_ceiling', '100.555', 'The value must be an amount like 20000 or 20000.50.'],
      ['payouts_per_day', '', 'The value field is required.'],
    ];
    for (const [key, value, message] of bad) {
      const refused = await support.browser.put(`${path}/${key}`, { value, reason: 'x' });
      expect(refused.statusCode, `${key} ${String(value)}`).toBe(422);
      expect(refused.json().errors).toEqual({ value: [message] });
    }
    const noReason = await support.browser.put(`${path}/payouts_per_day`, { value: 1 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
    const noKey = await support.browser.put(`${path}/gifts_per_minute`, { value: 1, reason: 'x' });
    expect(noKey.statusCode).toBe(422);

    const reset = await support.browser.delete(`${path}/payouts_per_day`, { reason: 'x' });
    expect(reset.statusCode).toBe(409);
    expect(reset.json().message).toBe('This limit is already the default.');
    expect((await support.browser.get(path)).json().data[2].override).toBeNull();
  });

  it('refuse people who are not staff, staff without a second step, and staff changing their own', async () => {
    const creator = await member(t);
    const someone = await member(t);
    const change = { value: 100, reason: 'x' };
    const path = `${limitsPath(creator.user.id)}/checkouts_per_hour`;
    expect((await client(t).get(limitsPath(creator.user.id))).statusCode).toBe(401);
    expect((await someone.browser.put(path, change)).statusCode).toBe(403);
    const oneStep = await staffMember(t, 'finance', { secondFactor: false });
    expect((await oneStep.browser.put(path, change)).statusCode).toBe(403);

    const support = await staffMember(t, 'support');
    const own = await support.browser.put(`${limitsPath(support.user.id)}/checkouts_per_hour`, change);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Another staff member changes your own limits.');
    const inFilipino = await support.browser.put(
      `${limitsPath(support.user.id)}/checkouts_per_hour`,
      change,
      {
        'accept-language': 'fil',
      },
    );
    expect(inFilipino.json().message).toBe('Ibang staff member ang magbabago ng sarili mong mga limit.');
  });
});

describe('waitInWords', () => {
  it('says a wait as a person reads it', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(3_541)).toBe('1 hour');
    expect(waitInWords(3_600)).toBe('1 hour');
    expect(waitInWords(3_601)).toBe('1 hour and 1 minute');
    expect(waitInWords(5 * 3_600)).toBe('5 hours');
    expect(waitInWords(DAY - 30)).toBe('24 hours');
  });
});
