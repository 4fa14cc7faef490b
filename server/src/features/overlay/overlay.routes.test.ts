import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { overlayEvents } from '../../db/schema/index.ts';
import { client, member, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { listening, overlayOf, paidWebhook } from './overlay.testing.ts';

const t = useTestApp();
const server = listening(t);

describe('overlay events kept', () => {
  it('keeps alerts only for the creators who have an overlay, of gifts that settle together', async () => {
    const watched = await member(t);
    await overlayOf(watched);
    const unwatched = await member(t);
    const started = [await startGift(t, watched.page_url), await startGift(t, unwatched.page_url)];
    // both webhooks at once: one settlement batch
    const responses = await Promise.all(started.map((checkout) => paidWebhook(t, checkout)()));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const kept = await t.db
      .select({ userId: overlayEvents.userId })
      .from(overlayEvents)
      .where(inArray(overlayEvents.userId, [watched.user.id, unwatched.user.id]));
    expect(kept).toEqual([{ userId: watched.user.id }]);
  });

  it('drops events older than a week, keeping the recent ones', async () => {
    const creator = await member(t);
    await overlayOf(creator);
    await creator.browser.post('/v1/user/overlay/test');
    await creator.browser.post('/v1/user/overlay/test');
    const mine = eq(overlayEvents.userId, creator.user.id);
    const [first] = await t.db.select().from(overlayEvents).where(mine).orderBy(overlayEvents.id).limit(1);
    await t.db
      .update(overlayEvents)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(overlayEvents.id, first!.id));
    await t.jobs.send('purge-overlay-events', {});
    await t.jobs.drain('purge-overlay-events');
    const left = await t.db.select().from(overlayEvents).where(mine);
    expect(left).toHaveLength(1);
    expect(left[0]!.id).toBeGreaterThan(first!.id);
  });
});

describe('overlay address', () => {
  it('a reset stops the old address at once and closes its open streams', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const stream = await server.open(`/v1/overlay/${token}/events`);
    const reset = await creator.browser.post('/v1/user/overlay/reset');
    const fresh = new URL(reset.json().data.overlay_url as string).pathname.split('/').pop()!;
    expect(fresh).not.toBe(token);
    await expect.poll(() => stream.ended, { timeout: 2_000, interval: 20 }).toBe(true);
    expect((await client(t).get(`/v1/overlay/${token}/events`)).statusCode).toBe(404);
    expect((await client(t).get(`/v1/overlay/${token}`)).statusCode).toBe(404);
    expect((await client(t).get(`/v1/overlay/${fresh}`)).json().data).toEqual({
      page_name: creator.user.pageName,
      page_url: creator.user.pageUrl,
      sound_enabled: true,
      paused: false,
      language: 'en',
    });
  });

  it("is shown in its creator's language, whatever the streaming program's browser asks for", async () => {
    const creator = await member(t);
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    const token = await overlayOf(creator);
    const view = await client(t).get(`/v1/overlay/${token}`, { 'accept-language': 'en-US' });
    expect(view.json().data.language).toBe('fil');
  });

  it('keeps the sound setting', async () => {
    const creator = await member(t);
    const response = await creator.browser.put('/v1/user/overlay', { sound_enabled: false });
    expect(response.json().data.sound_enabled).toBe(false);
    expect((await creator.browser.put('/v1/user/overlay', { sound_enabled: 'x' })).statusCode).toBe(422);
    expect((await client(t).post('/v1/user/overlay/test')).statusCode).toBe(401);
  });
});
