import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, joinTier, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  confirmLink,
  joinByCard,
  latestReceipt,
  linksIn,
  payAt,
  viewLink,
} from './membership-links.testing.ts';
import { creatorWithTiers, DAY_MS, myMembership, signInAgain, useDevClock } from './memberships.testing.ts';

const t = useTestApp();
const { clockNow, moveClockTo } = useDevClock(t);

describe("a membership mail's links", () => {
  it('turn auto-renew off, cancel and renew without a session, each once', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    await joinByCard(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    expect(joined).toMatchObject({ auto_renew: true, status: 'active' });

    // the receipt carries every link: renew, auto-renew off (it renews by itself), pause and cancel
    const receipt = await latestReceipt(t, supporter.email);
    expect(receipt.body).toContain('Without signing in (each link asks you to confirm, works once');
    const links = linksIn(receipt.body);
    expect(Object.values(links).every(Boolean)).toBe(true);

    // someone with the mail and no session: the page reads what the link does, for which membership
    const stranger = client(t);
    const view = await viewLink(stranger, links.autoRenewOff!);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.json().data).toMatchObject({
      purpose: 'auto_renew_off',
      state: 'ready',
      membership: {
        creator: { page_url: creator.page_url },
        tier_name: 'Sketch Club',
        status: 'active',
        ends_at: joined.ends_at,
        auto_renew: true,
        renewal_price: '100.00',
      },
    });
    // reading changes nothing
    expect((await myMembership(supporter.browser)).auto_renew).toBe(true);

    const off = await confirmLink(stranger, links.autoRenewOff!);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ done: 'auto_renew_off', link_url: null });
    expect((await myMembership(supporter.browser)).auto_renew).toBe(false);

    // a replay is refused, and the page says the link was used
    const replay = await confirmLink(client(t), links.autoRenewOff!);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({
      exception: 'ConflictException',
      message_key: 'membershipLinkUsed',
      message: 'This link was already used. Sign in to manage your membership in My memberships.',
    });
    expect((await viewLink(stranger, links.autoRenewOff!)).json().data.state).toBe('used');

    // a cancel link asked for something it cannot do is refused, and stays usable
    const wrong = await confirmLink(stranger, links.cancel!, { choice: 'renew' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ choice: ['This link cannot do that.'] });
    const cancelled = await confirmLink(stranger, links.cancel!, { choice: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.membership.cancelled_at).not.toBeNull();
    const mine = await myMembership(supporter.browser);
    expect(mine).toMatchObject({ status: 'active', ends_at: joined.ends_at });
    expect(mine.cancelled_at).not.toBeNull();
    expect((await confirmLink(stranger, links.cancel!)).statusCode).toBe(409);

    // renew: the checkout of the same tier and period, paid without signing in
    const renewed = await confirmLink(stranger, links.renew!);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const checkout = renewed.json().data.link_url as string;
    expect(new URL(checkout).pathname).toMatch(/^\/sandbox\/checkout\//);
    expect((await client(t).get(new URL(checkout).pathname)).body).toContain('Pay ₱100.00');
    await payAt(t, checkout);
    const after = await myMembership(supporter.browser);
    expect(after).toMatchObject({ total_paid: '200.00', cancelled_at: null });
    expect(new Date(after.ends_at).getTime() - new Date(joined.ends_at).getTime()).toBeGreaterThan(
      27 * DAY_MS,
    );
    expect((await confirmLink(stranger, links.renew!)).statusCode).toBe(409);
    expect(await audit(t.db)).toEqual([]);
  });

  it('refuse a link altered to another membership, a tampered one and one that is not ours; an expired one says so', async () => {
    const { tier1 } = await creatorWithTiers(t);
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    await joinTier(t, first, tier1.id);
    await joinTier(t, second, tier1.id);
    const mine = await myMembership(first.browser);
    const theirs = await myMembership(second.browser);
    const { cancel } = linksIn((await latestReceipt(t, first.email)).body);
    expect(cancel?.startsWith(`${mine.id}.c.`)).toBe(true);

    // the same link for the other membership: its signature no longer holds
    const forOther = `${theirs.id}${cancel!.slice(mine.id.length)}`;
    const stranger = client(t);
    for (const token of [
      forOther,
      // another purpose, another random id, a signature changed by one character
      cancel!.replace('.c.', '.r.'),
      cancel!.replace(/\.([\w-]{16})\./, '.AAAAAAAAAAAAAAAA.'),
      `${cancel!.slice(0, -1)}${cancel!.endsWith('0') ? '1' : '0'}`,
      'not-a-link',
    ]) {
      const viewed = await viewLink(stranger, token);
      expect(viewed.statusCode, token).toBe(404);
      expect(viewed.json().message_key).toBe('membershipLinkInvalid');
      expect((await confirmLink(stranger, token)).statusCode).toBe(404);
    }
    // an address longer than any link is refused by the router
    expect((await viewLink(stranger, 'x'.repeat(201))).statusCode).toBe(414);
    expect((await myMembership(second.browser)).cancelled_at).toBeNull();
    expect((await myMembership(first.browser)).cancelled_at).toBeNull();

    // a link lasts 30 days, or to the end of the period it was written in when that is later
    const view = (await viewLink(stranger, cancel!)).json().data;
    const expiresAt = new Date(view.expires_at).getTime();
    const now = (await clockNow()).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(
      Math.max(now + 30 * DAY_MS, new Date(mine.ends_at).getTime()) - 1000,
    );
    await moveClockTo(new Date(expiresAt + 60_000));
    expect((await viewLink(stranger, cancel!)).json().data.state).toBe('expired');
    const late = await confirmLink(stranger, cancel!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This link has expired. Sign in to manage your membership in My memberships.',
    );
    await signInAgain(first);
    expect((await myMembership(first.browser)).cancelled_at).toBeNull();
  });

  it('pause instead of cancelling when the cancel link is asked to, and a pause needs its months', async () => {
    const { tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    const links = linksIn((await latestReceipt(t, supporter.email)).body);
    // a member paying by GCash has nothing renewing by itself to turn off
    expect(links.autoRenewOff).toBeUndefined();
    const stranger = client(t);

    const choices = (await viewLink(stranger, links.cancel!)).json().data.choices;
    expect(choices).toEqual({ retention_offer: null, can_pause: true, pause_ends_auto_renew: false });
    const unsaid = await confirmLink(stranger, links.pause!);
    expect(unsaid.statusCode).toBe(422);
    expect(unsaid.json().errors).toEqual({ pause_months: ['The pause months field is required.'] });
    const tooLong = await confirmLink(stranger, links.pause!, { pause_months: 4 });
    expect(tooLong.json().errors).toEqual({ pause_months: ['Pause for 1, 2 or 3 months.'] });

    const at = await clockNow();
    const paused = await confirmLink(stranger, links.cancel!, { choice: 'pause', pause_months: 2 });
    expect(paused.statusCode, paused.body).toBe(200);
    const shown = paused.json().data.membership;
    expect(shown).toMatchObject({ status: 'paused', cancelled_at: null });
    const pauseMs = new Date(shown.paused_until).getTime() - at.getTime();
    // two calendar months in Manila
    expect(pauseMs).toBeGreaterThan(58 * DAY_MS);
    expect(pauseMs).toBeLessThan(63 * DAY_MS);
    expect(new Date(shown.ends_at).getTime() - new Date(joined.ends_at).getTime()).toBeGreaterThanOrEqual(
      pauseMs - 1000,
    );
    // the pause link is of no more use while the pause runs
    expect((await viewLink(stranger, links.pause!)).json().data.choices.can_pause).toBe(false);
    const again = await confirmLink(stranger, links.pause!, { pause_months: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('membershipPauseNotOpen');
    // refused, the link stays usable: the page can still be read as ready
    expect((await viewLink(stranger, links.pause!)).json().data.state).toBe('ready');
    const [payment] = await t.db.select().from(payments).where(eq(payments.payerUserId, supporter.user.id));
    expect(payment?.amount).toBe(100_00);
  });
});
