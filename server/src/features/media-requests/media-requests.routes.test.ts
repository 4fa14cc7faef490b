import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  parseYouTubeLink,
  type MediaQueue,
  type MediaRequest,
  type MediaSettings,
  type OverlayEvent,
  type OverlayMedia,
} from '@pixel/contract';
import { gifts, mediaRequests, payments, refunds } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, member, payCheckout, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { listening, overlayOf, type Stream } from '../overlay/overlay.testing.ts';

const t = useTestApp();
const server = listening(t);
const dev = () => client(t, { ip: '127.0.0.1' });
const SETTINGS = '/v1/user/stream/media';
const QUEUE = '/v1/user/stream/media/requests';
const VIDEO = 'dQw4w9WgXcQ';

afterAll(() => dev().post('/dev/clock', { reset: true }));

const advance = async (seconds: number) =>
  expect((await dev().post('/dev/clock', { advance_seconds: seconds })).statusCode).toBe(200);

const takesRequests = {
  enabled: true,
  price_per_second: '2.50',
  min_seconds: 10,
  max_seconds: 60,
  auto_approve_from: null,
};

async function creatorTaking(settings: Record<string, unknown> = {}) {
  const creator = await member(t);
  const response = await creator.browser.put(SETTINGS, { ...takesRequests, ...settings });
  expect(response.statusCode, response.body).toBe(200);
  return creator;
}

/** A viewer's request to the creator, started; paid at the sandbox unless told not to. */
async function ask(creator: Member, body: Record<string, unknown> = {}, options: { pay?: boolean } = {}) {
  const response = await client(t).post(`/v1/profile/${creator.page_url}/media`, {
    video_url: `https://youtu.be/${VIDEO}?t=42`,
    seconds: 20,
    supporter_name: 'Ana',
    supporter_message: 'Ito ang kanta natin!',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { link_url, reference } = response.json().data as { link_url: string; reference: string };
  const checkoutPath = new URL(link_url).pathname;
  if (options.pay !== false) await payCheckout(t, checkoutPath);
  const [row] = await t.db
    .select({ id: mediaRequests.id, giftId: mediaRequests.giftId })
    .from(mediaRequests)
    .innerJoin(gifts, eq(gifts.id, mediaRequests.giftId))
    .innerJoin(payments, eq(payments.id, gifts.paymentId))
    .where(eq(payments.reference, reference));
  return { ...row!, reference, checkoutPath };
}

async function queueOf(creator: Member) {
  const response = await creator.browser.get(QUEUE);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MediaQueue;
}

async function decide(creator: Member, id: string, action: 'approve' | 'decline' | 'skip') {
  const response = await creator.browser.post(`${QUEUE}/${id}/${action}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MediaRequest;
}

const mediaEvents = (stream: Stream) =>
  stream.received.map(({ event }) => event).filter((event: OverlayEvent) => event.type === 'media');

describe("a YouTube link's parser", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${VIDEO}`, 0],
    [`https://youtube.com/watch?v=${VIDEO}&t=90`, 90],
    [`http://m.youtube.com/watch?feature=share&v=${VIDEO}&t=1m30s`, 90],
    [`youtube.com/watch?v=${VIDEO}&start=75`, 75],
    [`https://youtu.be/${VIDEO}`, 0],
    [`youtu.be/${VIDEO}?t=1h2m3s`, 3723],
    [`  https://youtu.be/${VIDEO}?si=abc&t=42s  `, 42],
    [`https://www.youtube.com/shorts/${VIDEO}`, 0],
    [`https://m.youtube.com/shorts/${VIDEO}?t=5`, 5],
  ])('reads %s', (link, start) => {
    expect(parseYouTubeLink(link)).toEqual({ videoId: VIDEO, startSeconds: start });
  });

  it.each([
    ['another site', `https://vimeo.com/${VIDEO}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${VIDEO}`],
    ['a name before the host', `https://youtube.com@evil.example/watch?v=${VIDEO}`],
    ['YouTube Music', `https://music.youtube.com/watch?v=${VIDEO}`],
    ['a short id', 'https://youtu.be/dQw4w9WgXc'],
    ['a long id', `https://youtu.be/${VIDEO}x`],
    ['an id with other characters', 'https://youtu.be/dQw4w9WgX$Q'],
    ['no id', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel', 'https://www.youtube.com/@pixel'],
    ['an embed page', `https://www.youtube.com/embed/${VIDEO}`],
    ['a script', `javascript:alert('${VIDEO}')`],
    ['another scheme', `ftp://youtu.be/${VIDEO}`],
    ['another port', `https://youtu.be:8443/${VIDEO}`],
    ['a start that is no time', `https://youtu.be/${VIDEO}?t=soon`],
    ['a start past a day', `https://youtu.be/${VIDEO}?t=86401`],
    ['nothing', '   '],
    ['words', 'my favourite song'],
  ])('refuses %s', (_case, link) => {
    expect(parseYouTubeLink(link)).toBeNull();
  });
});

describe("a creator's media request settings", () => {
  it('start off, are saved, and are offered on the page only while on', async () => {
    const creator = await member(t);
    const read = async () => (await creator.browser.get(SETTINGS)).json().data as MediaSettings;
    expect(await read()).toEqual({
      enabled: false,
      price_per_second: '2.00',
      min_seconds: 10,
      max_seconds: 120,
      auto_approve_from: null,
    });
    const terms = async () => (await client(t).get(`/v1/profile/${creator.page_url}/media`)).json().data;
    expect(await terms()).toBeNull();

    const saved = await creator.browser.put(SETTINGS, { ...takesRequests, auto_approve_from: '500' });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...takesRequests, auto_approve_from: '500.00' };
    expect(saved.json().data).toEqual(expected);
    expect(await read()).toEqual(expected);
    expect(await terms()).toEqual({ price_per_second: '2.50', min_seconds: 10, max_seconds: 60 });

    await creator.browser.put(SETTINGS, { ...takesRequests, enabled: false });
    expect(await terms()).toBeNull();
    expect((await client(t).get('/v1/profile/no_such_page_here/media')).statusCode).toBe(404);
  });

  it('refuses what breaks the rules, each on its field, in the reader’s language', async () => {
    const creator = await member(t);
    const refused = async (body: Record<string, unknown>, headers?: Record<string, string>) => {
      const response = await creator.browser.put(SETTINGS, { ...takesRequests, ...body }, headers);
      expect(response.statusCode, response.body).toBe(422);
      return response.json() as { errors: Record<string, string[]>; error_keys: Record<string, string[]> };
    };
    expect((await refused({ price_per_second: '0' })).errors).toEqual({
      price_per_second: ['The price per second must be at least 0.01.'],
    });
    expect((await refused({ price_per_second: '1.234' })).error_keys).toEqual({
      price_per_second: ['fieldDecimals'],
    });
    expect((await refused({ min_seconds: 0 })).error_keys).toEqual({ min_seconds: ['fieldAtLeast'] });
    expect((await refused({ max_seconds: 601 })).errors).toEqual({
      max_seconds: ['The maximum seconds must not be greater than 600.'],
    });
    expect((await refused({ min_seconds: 30, max_seconds: 20 })).errors).toEqual({
      max_seconds: ['The maximum seconds must be at least 30.'],
    });
    expect((await refused({ min_seconds: 1.5 })).error_keys).toEqual({ min_seconds: ['fieldInteger'] });
    expect((await refused({ enabled: 'yes' })).error_keys).toEqual({ enabled: ['fieldBoolean'] });
    expect((await refused({ auto_approve_from: '-5' })).error_keys).toEqual({
      auto_approve_from: ['fieldNegative'],
    });
    expect(Object.keys((await refused({ amount: '100' })).errors)).toEqual(['amount']);
    // every length must cost what a gift may: ₱1.00 a second makes a 10-second clip ₱10.00, under ₱20.00
    expect((await refused({ price_per_second: '1' })).errors).toEqual({
      price_per_second: ['At 10 seconds, a clip would cost less than the smallest gift, ₱20.00.'],
    });
    expect((await refused({ price_per_second: '1' }, { 'accept-language': 'fil' })).errors).toEqual({
      price_per_second: ['Sa 10 segundo, mas mura ang clip kaysa sa pinakamaliit na gift, ₱20.00.'],
    });
    expect((await refused({ price_per_second: '10000', max_seconds: 60 })).error_keys).toEqual({
      price_per_second: ['mediaPriceAboveGift'],
    });
    // nothing was saved by any of them
    expect(((await creator.browser.get(SETTINGS)).json().data as MediaSettings).enabled).toBe(false);
    expect((await client(t).get(SETTINGS)).statusCode).toBe(401);
    expect((await client(t).put(SETTINGS, takesRequests)).statusCode).toBe(401);
  });
});

describe("a viewer's request", () => {
  it('costs its seconds at the creator’s price, paid as a gift, and waits for the creator once paid', async () => {
    const creator = await creatorTaking();
    const asked = await ask(creator, { seconds: 20 }, { pay: false });
    const [gift] = await t.db.select().from(gifts).where(eq(gifts.id, asked.giftId));
    // 20 seconds at ₱2.50
    expect(gift).toMatchObject({ amount: 5_000, supporterName: 'Ana', settledAt: null });
    expect(await queueOf(creator)).toEqual({ waiting: [], decided: [] });

    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, asked.reference));
    expect(payment).toMatchObject({ amount: 5_000, kind: 'gift', payeeUserId: creator.user.id });
    await payCheckout(t, asked.checkoutPath);
    const { waiting } = await queueOf(creator);
    expect(waiting).toEqual([
      {
        id: asked.id,
        video_id: VIDEO,
        start_seconds: 42,
        seconds: 20,
        video_url: `https://www.youtube.com/watch?v=${VIDEO}&t=42s`,
        amount: '50.00',
        supporter_name: 'Ana',
        message: 'Ito ang kanta natin!',
        status: 'pending',
        created_at: expect.any(String),
        decided_at: null,
        plays_until: null,
      },
    ]);
  });

  it('refuses a link that is not YouTube’s, seconds out of range, an amount, and a creator who takes none', async () => {
    const creator = await creatorTaking();
    const post = (body: Record<string, unknown>, headers?: Record<string, string>, page = creator.page_url) =>
      client(t).post(
        `/v1/profile/${page}/media`,
        { video_url: `https://youtu.be/${VIDEO}`, seconds: 20, ...body },
        headers,
      );
    const badLink = await post({ video_url: 'https://vimeo.com/123' });
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json()).toMatchObject({
      error_keys: { video_url: ['mediaLinkInvalid'] },
      errors: {
        video_url: [
          'The video link must be a YouTube link: youtube.com/watch?v=…, youtu.be/… or youtube.com/shorts/….',
        ],
      },
    });
    const inFilipino = await post({ video_url: 'not a link' }, { 'accept-language': 'fil' });
    expect(inFilipino.json().errors.video_url[0]).toMatch(/^Dapat YouTube link ang video link/);
    expect((await post({ video_url: undefined })).json().error_keys).toEqual({
      video_url: ['fieldRequired'],
    });
    const short = await post({ seconds: 5 });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ seconds: ['A clip must be 10 to 60 seconds long.'] });
    expect((await post({ seconds: 61 })).json().error_keys).toEqual({ seconds: ['mediaSecondsRange'] });
    expect((await post({ seconds: 601 })).json().error_keys).toEqual({ seconds: ['fieldAtMost'] });
    // the price is the server's to work out
    const priced = await post({ amount: '1' });
    expect(priced.statusCode).toBe(422);
    expect(Object.keys(priced.json().errors)).toEqual(['amount']);

    const off = await member(t);
    const refused = await post({}, undefined, off.page_url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_key).toBe('mediaRequestsOff');
    expect((await post({}, undefined, 'no_such_page_here')).statusCode).toBe(404);
    // none of them started a gift
    expect(await t.db.select().from(gifts).where(eq(gifts.creatorUserId, creator.user.id))).toEqual([]);
  });
});

describe("the creator's queue", () => {
  const open: Stream[] = [];
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
  });

  it('approves a paid request onto the stream, where the widget hears of it and plays it for its seconds', async () => {
    const creator = await creatorTaking();
    const token = await overlayOf(creator);
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    const asked = await ask(creator);
    // the gift's alert comes as it is paid; the clip waits for the creator
    await stream.waitFor(1);
    expect(mediaEvents(stream)).toEqual([]);

    const approved = await decide(creator, asked.id, 'approve');
    expect(approved).toMatchObject({ status: 'approved', decided_at: expect.any(String) });
    expect(Date.parse(approved.plays_until!) - Date.parse(approved.decided_at!)).toBe(20_000);
    await stream.waitFor(2);
    expect(mediaEvents(stream)).toEqual([
      {
        type: 'media',
        request_id: asked.id,
        video_id: VIDEO,
        start_seconds: 42,
        seconds: 20,
        supporter_name: 'Ana',
        status: 'approved',
      },
    ]);
    const widget = async () =>
      (await client(t).get(`/v1/overlay/${token}/media`)).json().data as OverlayMedia[];
    expect(await widget()).toEqual([
      {
        request_id: asked.id,
        video_id: VIDEO,
        start_seconds: 42,
        seconds: 20,
        supporter_name: 'Ana',
        status: 'approved',
      },
    ]);

    // a second one plays after the first; a widget opened 5 seconds in picks up where the stream is
    const next = await ask(creator, { seconds: 10, is_anonymous: true });
    const second = await decide(creator, next.id, 'approve');
    expect(Date.parse(second.plays_until!)).toBe(Date.parse(approved.plays_until!) + 10_000);
    await advance(5);
    const left = await widget();
    // the clock runs on between the calls: at least 5 of Ana's seconds have played, and she still ends at 62
    const [ana, anonymous] = left;
    expect(ana).toMatchObject({ request_id: asked.id, supporter_name: 'Ana' });
    expect(ana!.start_seconds).toBeGreaterThanOrEqual(47);
    expect(ana!.start_seconds + ana!.seconds).toBe(62);
    expect(anonymous).toMatchObject({ supporter_name: 'Anonymous', start_seconds: 42, seconds: 10 });
    expect(left).toHaveLength(2);

    // twice is refused; once its turn has passed it has played
    const again = await creator.browser.post(`${QUEUE}/${asked.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message_key).toBe('mediaRequestDecided');
    await advance(16);
    const queue = await queueOf(creator);
    expect(queue.waiting.map((request) => [request.id, request.status])).toEqual([[next.id, 'approved']]);
    expect(queue.decided.map((request) => [request.id, request.status])).toEqual([[asked.id, 'played']]);
    const skipPlayed = await creator.browser.post(`${QUEUE}/${asked.id}/skip`);
    expect(skipPlayed.statusCode).toBe(409);
    expect(skipPlayed.json().message_key).toBe('mediaRequestNotQueued');

    // skipped while playing: the widget is told to stop it, and the gift stays
    const skipped = await decide(creator, next.id, 'skip');
    expect(skipped.status).toBe('skipped');
    await expect
      .poll(() => mediaEvents(stream).at(-1))
      .toMatchObject({ request_id: next.id, status: 'skipped' });
    expect(await widget()).toEqual([]);
    const [kept] = await t.db.select().from(gifts).where(eq(gifts.id, next.giftId));
    expect(kept!.refundedAt).toBeNull();
  });

  it('approves as it is paid from the auto-approve amount, and leaves a smaller one waiting', async () => {
    const creator = await creatorTaking({ auto_approve_from: '50' });
    const token = await overlayOf(creator);
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    const big = await ask(creator, { seconds: 20 });
    await ask(creator, { seconds: 19, supporter_name: 'Ben' });
    await stream.waitFor(3);
    expect(mediaEvents(stream).map((event) => event.type === 'media' && event.request_id)).toEqual([big.id]);
    const { waiting } = await queueOf(creator);
    expect(waiting.map((request) => [request.supporter_name, request.amount, request.status])).toEqual([
      ['Ana', '50.00', 'approved'],
      ['Ben', '47.50', 'pending'],
    ]);
  });

  it('declines a pending request: its gift is refunded, nothing reaches the stream, the books stay balanced', async () => {
    const creator = await creatorTaking();
    const token = await overlayOf(creator);
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    const asked = await ask(creator);
    await stream.waitFor(1);

    const declined = await decide(creator, asked.id, 'decline');
    expect(declined).toMatchObject({ status: 'declined', plays_until: null, decided_at: expect.any(String) });
    const [gift] = await t.db.select().from(gifts).where(eq(gifts.id, asked.giftId));
    expect(gift!.refundedAt).not.toBeNull();
    const [refund] = await t.db
      .select()
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.reference, asked.reference));
    expect(refund!.refunds).toMatchObject({ amount: 5_000, origin: 'creator' });
    expect(refund!.refunds.status).toBe('pending');
    // the provider is asked by the job, and the money goes back to the viewer
    await t.jobs.drain('refund-payments');
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.refunds.id));
    expect(done!.status).toBe('succeeded');
    expect(await audit(t.db)).toEqual([]);

    // declined once is decided: neither a second decline (no second refund) nor an approval
    for (const action of ['decline', 'approve', 'skip'] as const) {
      const again = await creator.browser.post(`${QUEUE}/${asked.id}/${action}`);
      expect(again.statusCode).toBe(409);
    }
    expect((await queueOf(creator)).decided.map((request) => request.status)).toEqual(['declined']);
    // an approved one is not declined: it may be on the stream already
    const approved = await ask(creator);
    await decide(creator, approved.id, 'approve');
    const late = await creator.browser.post(`${QUEUE}/${approved.id}/decline`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message_key).toBe('mediaRequestDecided');
    const [kept] = await t.db.select().from(gifts).where(eq(gifts.id, approved.giftId));
    expect(kept!.refundedAt).toBeNull();
    await stream.waitFor(3);
    expect(mediaEvents(stream).map((event) => event.type === 'media' && event.request_id)).toEqual([
      approved.id,
    ]);
  });

  it("knows no other creator's request nor one not paid, and asks for a session", async () => {
    const creator = await creatorTaking();
    const asked = await ask(creator);
    const unpaid = await ask(creator, {}, { pay: false });
    const other = await creatorTaking();
    for (const action of ['approve', 'decline', 'skip'] as const) {
      const theirs = await other.browser.post(`${QUEUE}/${asked.id}/${action}`);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message_key).toBe('mediaRequestNotFound');
      expect((await creator.browser.post(`${QUEUE}/${unpaid.id}/${action}`)).statusCode).toBe(404);
      expect((await client(t).post(`${QUEUE}/${asked.id}/${action}`)).statusCode).toBe(401);
    }
    const malformed = await creator.browser.post(`${QUEUE}/not-a-request/approve`);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ id: ['The selected media request is invalid.'] });
    expect((await client(t).get(QUEUE)).statusCode).toBe(401);
    expect((await queueOf(other)).waiting).toEqual([]);
    expect((await queueOf(creator)).waiting.map((request) => request.status)).toEqual(['pending']);
    expect((await client(t).get(`/v1/overlay/${'x'.repeat(32)}/media`)).statusCode).toBe(404);
  });
});

describe("the widget's page", () => {
  it("may frame YouTube's privacy-enhanced player; no other page may", async () => {
    const frameSrc = async (url: string) => {
      const response = await client(t).get(url);
      const policy = String(response.headers['content-security-policy']);
      return policy.split(';').find((directive) => directive.startsWith('frame-src'));
    };
    expect(await frameSrc(`/overlay/${'x'.repeat(32)}/media`)).toBe(
      "frame-src 'self' https://challenges.cloudflare.com https://www.youtube-nocookie.com",
    );
    expect(await frameSrc('/dashboard/settings/stream-kit')).toBe(
      "frame-src 'self' https://challenges.cloudflare.com",
    );
    expect(await frameSrc('/lea')).toBe("frame-src 'self' https://challenges.cloudflare.com");
  });
});
