import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/index.ts';
import { client, member, payCheckout, staffMember, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const wallOf = async (pageUrl: string) =>
  (
    (await client(t).get(`/v1/profile/${pageUrl}/gifts`)).json().data as {
      supporter_message: string | null;
    }[]
  ).map((gift) => gift.supporter_message);

describe("support's review of held gift messages", () => {
  it('lists what the filters held across creators, shows one as sent and removes the words of another, each audited', async () => {
    const support = await staffMember(t, 'support');
    const ana = await member(t);
    const ben = await member(t);
    for (const creator of [ana, ben]) {
      await creator.browser.put('/v1/user/message-filter', { phrases: ['bastos'] });
    }
    const held = async (creator: { page_url: string }, message: string) => {
      const gift = await startGift(t, creator.page_url, { supporter_message: message });
      await payCheckout(t, gift.checkoutPath);
    };
    await held(ana, 'Hindi ka bastos, idol');
    await held(ben, 'bastos ka');

    const listed = await support.browser.get('/v1/admin/held-messages');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const mine = (
      listed.json().data as { creator_page_url: string; id: string; supporter_message: string }[]
    ).filter((message) => [ana.page_url, ben.page_url].includes(message.creator_page_url));
    expect(mine.map((message) => [message.creator_page_url, message.supporter_message])).toEqual([
      [ana.page_url, 'Hindi ka bastos, idol'],
      [ben.page_url, 'bastos ka'],
    ]);

    const noReason = await support.browser.post(`/v1/admin/held-messages/${mine[0]!.id}/approve`, {});
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const shown = await support.browser.post(`/v1/admin/held-messages/${mine[0]!.id}/approve`, {
      reason: 'A compliment: the filter caught a word in it',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await wallOf(ana.page_url)).toEqual(['Hindi ka bastos, idol']);
    const removed = await support.browser.post(`/v1/admin/held-messages/${mine[1]!.id}/remove`, {
      reason: 'An insult',
    });
    expect(removed.statusCode).toBe(200);
    expect(await wallOf(ben.page_url)).toEqual([null]);
    // decided once: it is no longer held
    expect(
      (await support.browser.post(`/v1/admin/held-messages/${mine[1]!.id}/approve`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);

    const trail = await t.db.select().from(staffAudit).where(eq(staffAudit.staffUserId, support.user.id));
    expect(trail.map((line) => [line.action, line.subjectUserId, line.reason])).toEqual([
      ['held_message.approve', ana.user.id, 'A compliment: the filter caught a word in it'],
      ['held_message.remove', ben.user.id, 'An insult'],
    ]);
    const finance = await staffMember(t, 'finance');
    expect((await finance.browser.get('/v1/admin/held-messages')).statusCode).toBe(403);
  });
});
