import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverlayEvent, StreamQueue } from '@pixel/contract';
import { client, member, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { gift, listening, overlayOf, type Stream } from '../overlay/overlay.testing.ts';

const t = useTestApp();
const server = listening(t);
const moderation = (pageUrl: string, action = '') =>
  `/v1/stream/${pageUrl}/moderation${action && `/${action}`}`;

async function queueOf(reader: Member, creator: Member) {
  const response = await reader.browser.get(moderation(creator.page_url));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StreamQueue;
}

async function act(reader: Member, creator: Member, action: string, body?: object) {
  const response = await reader.browser.post(moderation(creator.page_url, action), body);
  expect(response.statusCode, response.body).toBe(204);
}

/** The gifts' alerts and the controls the overlay was sent, without the goal's bars. */
const shown = (stream: Stream) =>
  stream.received
    .map(({ event }) => event)
    .filter((event) => event.type === 'gift' || event.type === 'control');

const giftEvent = (event: OverlayEvent | undefined) => {
  if (event?.type !== 'gift') throw new Error(`not a gift: ${JSON.stringify(event)}`);
  return event;
};

describe('the stream’s moderation queue', () => {
  let creator: Member;
  let token: string;
  let stream: Stream;
  beforeAll(async () => {
    creator = await member(t);
    token = await overlayOf(creator);
    stream = await server.open(`/v1/overlay/${token}/events`);
  });
  afterAll(() => stream.close());

  it('lists the alerts sent, and skips and replays one on the open overlay', async () => {
    await gift(t, creator, { amount: '150', supporter_name: 'Liza', supporter_message: 'Galing mo!' });
    const [sent] = await stream.waitFor(1);
    const alert = giftEvent(sent?.event);

    const queue = await queueOf(creator, creator);
    expect(queue).toMatchObject({
      page_url: creator.page_url,
      paused: false,
      hold_links: true,
      is_creator: true,
    });
    expect(queue.items).toEqual([
      {
        event_id: sent!.id,
        kind: 'gift',
        gift_id: alert.gift_id,
        supporter_name: 'Liza',
        amount: '150.00',
        message: 'Galing mo!',
        tier_name: null,
        status: 'sent',
        replayed: false,
        at: expect.any(String),
      },
    ]);

    await act(creator, creator, 'skip', { gift_id: alert.gift_id });
    await act(creator, creator, 'replay', { gift_id: alert.gift_id });
    await stream.waitFor(3);
    expect(shown(stream).slice(1)).toEqual([
      { type: 'control', action: 'skip', gift_id: alert.gift_id },
      { ...alert, replayed: true },
    ]);
    // the replay is listed on its own, newest first; the first showing was skipped
    expect((await queueOf(creator, creator)).items.map((item) => [item.status, item.replayed])).toEqual([
      ['sent', true],
      ['skipped', false],
    ]);
  });

  it('pauses and resumes every overlay, and a reloaded overlay reads that it is paused', async () => {
    const view = async () => (await client(t).get(`/v1/overlay/${token}`)).json().data.paused as boolean;
    expect(await view()).toBe(false);
    const before = stream.received.length;
    await act(creator, creator, 'pause');
    expect(await view()).toBe(true);
    expect((await queueOf(creator, creator)).paused).toBe(true);
    await act(creator, creator, 'resume');
    expect(await view()).toBe(false);
    await stream.waitFor(before + 2);
    expect(stream.received.slice(before).map(({ event }) => event)).toEqual([
      { type: 'control', action: 'pause', gift_id: null },
      { type: 'control', action: 'resume', gift_id: null },
    ]);
  });

  it('holds a gift with a link: no alert until shown, nothing when skipped, and the gift counts everywhere', async () => {
    const before = stream.received.length;
    await gift(t, creator, {
      amount: '200',
      supporter_name: 'Ben',
      supporter_message: 'Free load at bit.ly/x',
    });
    await gift(t, creator, { amount: '300', supporter_name: 'www.scam.ph', supporter_message: 'hi' });
    await gift(t, creator, { amount: '50', supporter_name: 'Ana', supporter_message: 'Ingat po' });
    // only the gift without a link reaches the overlay
    await stream.waitFor(before + 1);
    expect(shown(stream).slice(-1)).toMatchObject([{ type: 'gift', supporter_name: 'Ana' }]);

    const queue = await queueOf(creator, creator);
    const held = queue.items.filter((item) => item.status === 'held');
    expect(held.map((item) => [item.supporter_name, item.amount, item.event_id])).toEqual([
      ['www.scam.ph', '300.00', null],
      ['Ben', '200.00', null],
    ]);
    // held first, then what was sent
    expect(queue.items[2]).toMatchObject({ supporter_name: 'Ana', status: 'sent' });

    // the held gifts are on the wall and the leaderboard as any other
    const wall = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json().data as {
      amount: string;
    }[];
    expect(wall.map((row) => row.amount)).toEqual(expect.arrayContaining(['200.00', '300.00']));
    const board = (await client(t).get(`/v1/overlay/${token}/leaderboard?period=all`)).json().data;
    expect(board.entries.map((entry: { name: string }) => entry.name)).toEqual(
      expect.arrayContaining(['Ben', 'www.scam.ph']),
    );

    const [scam, ben] = held;
    await act(creator, creator, 'skip', { gift_id: scam!.gift_id });
    await act(creator, creator, 'show', { gift_id: ben!.gift_id });
    await stream.waitFor(before + 2);
    expect(shown(stream).slice(-1)).toEqual([
      {
        type: 'gift',
        gift_id: ben!.gift_id,
        supporter_name: 'Ben',
        amount: '200.00',
        message: 'Free load at bit.ly/x',
        goal_id: null,
        is_test: false,
        speech_url: null,
        speech_volume: null,
      },
    ]);
    const after = await queueOf(creator, creator);
    expect(after.items.filter((item) => item.status === 'held')).toEqual([]);
    expect(after.items.find((item) => item.gift_id === scam!.gift_id)).toMatchObject({ status: 'skipped' });
    expect(after.items.find((item) => item.gift_id === ben!.gift_id)).toMatchObject({ status: 'sent' });
    // a decided hold is decided once; a held alert cannot be replayed before it is shown
    const again = await creator.browser.post(moderation(creator.page_url, 'show'), {
      gift_id: scam!.gift_id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      exception: 'ConflictException',
      message: 'Someone already decided on this alert.',
    });
    await gift(t, creator, { supporter_message: 'see https://example.org' });
    const [waiting] = (await queueOf(creator, creator)).items.filter((item) => item.status === 'held');
    const replay = await creator.browser.post(moderation(creator.page_url, 'replay'), {
      gift_id: waiting!.gift_id,
    });
    expect(replay.statusCode).toBe(409);
  });

  it('holds a link in a gift the message filter held, once the creator approves it', async () => {
    const before = stream.received.length;
    await gift(t, creator, { supporter_name: 'Dan', supporter_message: 'gago ka, tingnan mo t.me/dan' });
    const [filtered] = (await creator.browser.get('/v1/user/donations/held')).json().data as { id: string }[];
    const approved = await creator.browser.post('/v1/user/donations/held/approve', { id: filtered!.id });
    expect(approved.statusCode, approved.body).toBe(204);
    const queue = await queueOf(creator, creator);
    expect(queue.items.filter((item) => item.status === 'held').map((item) => item.gift_id)).toContain(
      filtered!.id,
    );
    await act(creator, creator, 'show', { gift_id: filtered!.id });
    await stream.waitFor(before + 1);
    // nothing was sent between the approval and the show
    expect(stream.received.slice(before).map(({ event }) => event)).toEqual([
      expect.objectContaining({ type: 'gift', gift_id: filtered!.id, supporter_name: 'Dan' }),
    ]);
  });

  it('sends every alert when the creator turns the hold of links off', async () => {
    const other = await member(t);
    const otherToken = await overlayOf(other);
    const otherStream = await server.open(`/v1/overlay/${otherToken}/events`);
    try {
      const off = await other.browser.put('/v1/user/stream/moderation', { hold_links: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toEqual({ hold_links: false });
      await gift(t, other, { supporter_message: 'my shop: tindahan.ph' });
      const [alert] = await otherStream.waitFor(1);
      expect(alert?.event).toMatchObject({ type: 'gift', message: 'my shop: tindahan.ph' });
      expect((await queueOf(other, other)).hold_links).toBe(false);
      const wrong = await other.browser.put('/v1/user/stream/moderation', { hold_links: 'no', extra: 1 });
      expect(wrong.statusCode).toBe(422);
      expect(Object.keys(wrong.json().errors).sort()).toEqual(['extra', 'hold_links']);
    } finally {
      await otherStream.close();
    }
  });

  it('lets the moderators the creator names by page address run the queue, and nobody else', async () => {
    const mod = await member(t, { pageName: 'Mod Carla' });
    const stranger = await member(t);
    const MODERATORS = '/v1/user/stream/moderators';

    // a stranger, and a moderator before being named
    for (const reader of [stranger, mod]) {
      const refused = await reader.browser.get(moderation(creator.page_url));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().exception).toBe('ForbiddenException');
    }
    // named by the address as a creator pastes it
    const added = await creator.browser.post(MODERATORS, {
      page_url: `https://pixel.ph/${mod.page_url.toUpperCase()}`,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual([
      { page_url: mod.page_url, page_name: 'Mod Carla', added_at: expect.any(String) },
    ]);
    // named twice is named once
    expect(
      (await creator.browser.post(MODERATORS, { page_url: `@${mod.page_url}` })).json().data,
    ).toHaveLength(1);
    expect((await creator.browser.get(MODERATORS)).json().data).toHaveLength(1);

    const queue = await queueOf(mod, creator);
    expect(queue.is_creator).toBe(false);
    const sentGift = queue.items.find((item) => item.kind === 'gift' && item.status === 'sent');
    const before = stream.received.length;
    await act(mod, creator, 'skip', { gift_id: sentGift!.gift_id });
    await stream.waitFor(before + 1);
    expect(stream.received.at(-1)?.event).toEqual({
      type: 'control',
      action: 'skip',
      gift_id: sentGift!.gift_id,
    });
    // the stranger can act on nothing
    for (const action of ['skip', 'replay', 'show']) {
      const refused = await stranger.browser.post(moderation(creator.page_url, action), {
        gift_id: sentGift!.gift_id,
      });
      expect(refused.statusCode, action).toBe(403);
    }
    expect((await stranger.browser.post(moderation(creator.page_url, 'pause'))).statusCode).toBe(403);
    // a moderator names no moderators of the creator's: their own list is their own
    expect((await mod.browser.get(MODERATORS)).json().data).toEqual([]);

    const removed = await creator.browser.delete(`${MODERATORS}/${mod.page_url}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual([]);
    expect((await mod.browser.get(moderation(creator.page_url))).statusCode).toBe(403);
    const gone = await creator.browser.delete(`${MODERATORS}/${mod.page_url}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This person is not one of your moderators.');
  });

  it('refuses what it cannot do, by field, in the reader’s language', async () => {
    const MODERATORS = '/v1/user/stream/moderators';
    const refusals = async (body: object) => {
      const response = await creator.browser.post(MODERATORS, body);
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };
    expect(await refusals({ page_url: creator.page_url })).toEqual({
      page_url: ['You run your own alerts already: name someone else.'],
    });
    expect(await refusals({ page_url: 'nobody-here' })).toEqual({
      page_url: ['The page url may only contain letters, numbers, underscores and dots.'],
    });
    expect(await refusals({ page_url: 'nobodyhere0000' })).toEqual({
      page_url: ['No one has a page at this address. Check it and try again.'],
    });
    expect(await refusals({})).toEqual({ page_url: ['The page url field is required.'] });

    const badGift = await creator.browser.post(moderation(creator.page_url, 'skip'), {
      gift_id: 'x',
      more: 1,
    });
    expect(badGift.statusCode).toBe(422);
    expect(Object.keys(badGift.json().errors).sort()).toEqual(['gift_id', 'more']);
    const unknownGift = await creator.browser.post(moderation(creator.page_url, 'replay'), {
      gift_id: crypto.randomUUID(),
    });
    expect(unknownGift.statusCode).toBe(404);
    expect(unknownGift.json().message).toBe('This alert is not in the queue.');

    const unknownPage = await creator.browser.get(moderation('nobodyhere0000'));
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.json().exception).toBe('NotFoundException');

    const filipino = await member(t, { language: 'fil' });
    const refused = await filipino.browser.get(moderation(creator.page_url));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Ang creator at ang mga moderator na pinangalanan lang niya ang puwedeng mamahala sa mga alert ng stream na ito.',
    );

    // signed out, with a body that passes: the session is checked after the body
    const giftId = crypto.randomUUID();
    for (const [method, url, payload] of [
      ['GET', MODERATORS],
      ['POST', MODERATORS, { page_url: 'someone' }],
      ['DELETE', `${MODERATORS}/${creator.page_url}`],
      ['PUT', '/v1/user/stream/moderation', { hold_links: true }],
      ['GET', moderation(creator.page_url)],
      ['POST', moderation(creator.page_url, 'skip'), { gift_id: giftId }],
      ['POST', moderation(creator.page_url, 'show'), { gift_id: giftId }],
      ['POST', moderation(creator.page_url, 'pause')],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload && { payload }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().exception).toBe('UnauthorizedAccessException');
    }
  });
});
