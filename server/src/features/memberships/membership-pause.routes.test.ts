import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { membershipPayments, payments } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { type Client, joinTier, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { joinByCard, linksIn } from './membership-links.testing.ts';
import {
  creatorWithTiers,
  DAY_MS,
  mailsTo,
  myMembership,
  signInAgain,
  useDevClock,
} from './memberships.testing.ts';

const t = useTestApp();
const { clockNow, moveClockTo } = useDevClock(t);

/** Whether a members-only Bloc post is open to `browser`. */
const opens = async (browser: Client, pageUrl: string, postId: string) =>
  !(await browser.get(`/v1/profile/${pageUrl}/bloc/${postId}`)).json().data.is_locked;

/** The renewal charges of a supporter's membership. */
const renewalsOf = (supporterUserId: string) =>
  t.db
    .select({ payment: payments })
    .from(membershipPayments)
    .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
    .where(
      and(
        eq(membershipPayments.supporterUserId, supporterUserId),
        eq(membershipPayments.purpose, 'recurring'),
      ),
    );

describe('a paused membership', () => {
  it('closes members-only posts and charges nothing while paused, then resumes by itself with its end moved', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const post = await creator.browser.post('/v1/user/bloc', {
      body: 'Club news',
      visibility: 'members',
      min_tier_id: tier1.id,
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json().data.id as string;
    const supporter = await signedInUser(t);
    await joinByCard(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    expect(await opens(supporter.browser, creator.page_url, postId)).toBe(true);

    // what cancelling offers: no retention offer made, a pause
    const choices = await supporter.browser.get(`/v1/user/memberships/${joined.id}/stay-choices`);
    expect(choices.json().data).toEqual({
      retention_offer: null,
      can_pause: true,
      pause_ends_auto_renew: false,
    });
    const bad = await supporter.browser.post(`/v1/user/memberships/${joined.id}/pause`, { months: 0 });
    expect(bad.json().errors).toEqual({ months: ['Pause for 1, 2 or 3 months.'] });
    const stranger = await signedInUser(t);
    expect(
      (await stranger.browser.post(`/v1/user/memberships/${joined.id}/pause`, { months: 1 })).statusCode,
    ).toBe(404);

    const at = await clockNow();
    // two months: the old end comes and goes during the pause
    const paused = await supporter.browser.post(`/v1/user/memberships/${joined.id}/pause`, { months: 2 });
    expect(paused.statusCode, paused.body).toBe(200);
    const pause = paused.json().data;
    const pausedUntil = new Date(pause.paused_until);
    const pauseMs = pausedUntil.getTime() - at.getTime();
    expect(pause).toMatchObject({ status: 'paused', auto_renew: true });
    // the paid time left is kept: the end moves by the pause
    const movedEnd = new Date(pause.ends_at);
    expect(Math.abs(movedEnd.getTime() - new Date(joined.ends_at).getTime() - pauseMs)).toBeLessThan(2000);
    expect(
      (await supporter.browser.post(`/v1/user/memberships/${joined.id}/pause`, { months: 1 })).statusCode,
    ).toBe(409);

    // access stops at once, for every reader of it
    expect(await opens(supporter.browser, creator.page_url, postId)).toBe(false);
    expect((await creator.browser.get('/v1/user/memberships/summary')).json().data.active_members).toBe(0);
    const members = (await creator.browser.get('/v1/user/members')).json().data;
    expect(members[0]).toMatchObject({ status: 'paused', ends_at: pause.ends_at });
    // and the creator's page tells its member so
    const tab = await supporter.browser.get(`/v1/profile/memberships/tiers/${creator.page_url}`);
    expect(tab.json().data.membership).toMatchObject({ status: 'paused', ends_at: pause.ends_at });

    // the old end passes during the pause: no charge, no reminder, not lapsed
    const mailsBefore = (await mailsTo(t, supporter.email)).length;
    await moveClockTo(new Date(new Date(joined.ends_at).getTime() + DAY_MS));
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(await renewalsOf(supporter.user.id)).toEqual([]);
    const during = await mailsTo(t, supporter.email);
    expect(during.slice(0, during.length - mailsBefore).map((mail) => mail.subject)).toEqual([]);
    await signInAgain(supporter);
    expect(await myMembership(supporter.browser)).toMatchObject({ status: 'paused', ends_at: pause.ends_at });
    expect(await opens(supporter.browser, creator.page_url, postId)).toBe(false);

    // the pause ends: access is back, the member is told once with their links, the end stays moved
    await moveClockTo(new Date(pausedUntil.getTime() + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const back = (await mailsTo(t, supporter.email)).filter(
      (mail) => mail.subject === `Your membership of ${creator.page_url} is back`,
    );
    expect(back).toHaveLength(1);
    expect(back[0]!.body).toContain('Your pause has ended: your Sketch Club membership');
    expect(linksIn(back[0]!.body).cancel).toBeDefined();
    await signInAgain(supporter);
    expect(await opens(supporter.browser, creator.page_url, postId)).toBe(true);
    expect(await myMembership(supporter.browser)).toMatchObject({
      status: 'active',
      paused_until: null,
      ends_at: pause.ends_at,
      auto_renew: true,
    });
    expect(await renewalsOf(supporter.user.id)).toEqual([]);

    // the moved end comes: it renews by itself then, once
    await moveClockTo(new Date(movedEnd.getTime() + 60_000));
    await t.jobs.runDue();
    const renewals = await renewalsOf(supporter.user.id);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]!.payment.amount).toBe(100_00);
    expect(await audit(t.db)).toEqual([]);
  });

  it('may be resumed early by its member, the end moving back by the time not used', async () => {
    const { tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    await joinByCard(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    expect((await supporter.browser.post(`/v1/user/memberships/${joined.id}/resume`)).statusCode).toBe(409);
    const paused = (
      await supporter.browser.post(`/v1/user/memberships/${joined.id}/pause`, { months: 3 })
    ).json().data;
    await moveClockTo(new Date((await clockNow()).getTime() + 10 * DAY_MS));
    await signInAgain(supporter);
    const resumed = await supporter.browser.post(`/v1/user/memberships/${joined.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const back = resumed.json().data;
    expect(back).toMatchObject({ status: 'active', paused_until: null });
    const unused = new Date(paused.paused_until).getTime() - (await clockNow()).getTime();
    expect(
      Math.abs(new Date(paused.ends_at).getTime() - unused - new Date(back.ends_at).getTime()),
    ).toBeLessThan(2000);
    // ten days of the pause were used: the end is ten days later than before the pause
    const moved = new Date(back.ends_at).getTime() - new Date(joined.ends_at).getTime();
    expect(Math.abs(moved - 10 * DAY_MS)).toBeLessThan(5000);
  });

  it('sends no reminder while paused: the reminder of the moved end comes once the pause is over', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    // two days before the end, before any reminder was sent, the member pauses for a month
    await moveClockTo(new Date(new Date(joined.ends_at).getTime() - 2 * DAY_MS));
    await signInAgain(supporter);
    const pause = (
      await supporter.browser.post(`/v1/user/memberships/${joined.id}/pause`, { months: 1 })
    ).json().data;
    const reminders = async () =>
      (await mailsTo(t, supporter.email)).filter(
        (mail) => mail.subject?.startsWith('Your membership of') && mail.subject.includes(' ends '),
      );

    // three days before the pause ends, the moved end is five days away: no reminder while paused
    await moveClockTo(new Date(new Date(pause.paused_until).getTime() - 3 * DAY_MS));
    await t.jobs.runDue();
    expect(await reminders()).toEqual([]);

    await moveClockTo(new Date(new Date(pause.paused_until).getTime() + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const sent = await reminders();
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Your membership of ${creator.page_url} ends in a week`,
    ]);
    // the reminder's renew link is a page asking for a tap, with the other links below
    expect(sent[0]!.body).toMatch(/Renew it in one tap: http:\/\/localhost:3000\/memberships\/link\//);
    expect(linksIn(sent[0]!.body)).toMatchObject({ renew: undefined, autoRenewOff: undefined });
    expect(linksIn(sent[0]!.body).cancel).toBeDefined();
  });
});
