import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenPoll, OverlayPoll, StreamPoll } from '@pixel/contract';
import { gifts } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, member, payCheckout, staffMember, startGift, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { listening, overlayOf, type Stream } from '../overlay/overlay.testing.ts';

const t = useTestApp();
const server = listening(t);

const food = {
  question: 'Ano ang lulutuin ko sa susunod na stream?',
  choices: ['Adobo', 'Sinigang', 'Kare-kare'],
};

async function openPoll(creator: Member, body: Record<string, unknown> = food) {
  const response = await creator.browser.post('/v1/user/stream/polls', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as StreamPoll;
}

async function closePoll(creator: Member, pollId: string) {
  const response = await creator.browser.post(`/v1/user/stream/polls/${pollId}/close`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StreamPoll;
}

const listOf = async (creator: Member) =>
  (await creator.browser.get('/v1/user/stream/polls')).json().data as StreamPoll[];

/** A gift to the creator that votes for `choiceId`, started (and paid, unless told not to). */
async function vote(creator: Member, choiceId: string, amount: string, options: { pay?: boolean } = {}) {
  const started = await startGift(t, creator.page_url, { amount, poll_choice_id: choiceId });
  if (options.pay !== false) await payCheckout(t, started.checkoutPath);
  return started;
}

/** The choices' totals and votes, by label. */
const tally = (poll: OverlayPoll) => poll.choices.map(({ label, total, votes }) => [label, total, votes]);

describe('a creator runs stream polls', () => {
  it('opens one, lists it, closes it; a second open poll and a second close are refused', async () => {
    const creator = await member(t);
    const poll = await openPoll(creator, {
      question: '  Ano ang lulutuin ko sa susunod na stream?  ',
      choices: [' Adobo ', 'Sinigang', 'Kare-kare'],
    });
    expect(poll).toEqual({
      poll_id: expect.any(String),
      question: food.question,
      open: true,
      choices: [
        { id: expect.any(String), label: 'Adobo', total: '0.00', votes: 0 },
        { id: expect.any(String), label: 'Sinigang', total: '0.00', votes: 0 },
        { id: expect.any(String), label: 'Kare-kare', total: '0.00', votes: 0 },
      ],
      total: '0.00',
      opened_at: expect.any(String),
      closed_at: null,
    });
    expect(await listOf(creator)).toEqual([poll]);

    // one open at a time, said in the reader's language
    const again = await creator.browser.post('/v1/user/stream/polls', food);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      exception: 'ConflictException',
      message_key: 'pollAlreadyOpen',
      message: 'A poll is already open. Close it before you open another.',
    });
    const inFilipino = await creator.browser.post('/v1/user/stream/polls', food, {
      'accept-language': 'fil',
    });
    expect(inFilipino.json().message).toBe(
      'May bukas ka pang poll. Isara mo muna ito bago magbukas ng bago.',
    );

    const closed = await closePoll(creator, poll.poll_id);
    expect(closed).toMatchObject({ poll_id: poll.poll_id, open: false, closed_at: expect.any(String) });
    const twice = await creator.browser.post(`/v1/user/stream/polls/${poll.poll_id}/close`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ exception: 'ConflictException', message_key: 'pollClosed' });

    // a new one may open now: it comes first, the closed one after it
    const next = await openPoll(creator, { question: 'Sino ang bisita?', choices: ['Ana', 'Ben'] });
    expect((await listOf(creator)).map((listed) => [listed.question, listed.open])).toEqual([
      ['Sino ang bisita?', true],
      [food.question, false],
    ]);
    expect(next.choices.map((choice) => choice.label)).toEqual(['Ana', 'Ben']);
  });

  it('refuses a question or choices that break the rules, each on its field', async () => {
    const creator = await member(t);
    const refused = async (body: Record<string, unknown>) => {
      const response = await creator.browser.post('/v1/user/stream/polls', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().exception).toBe('ValidationException');
      return { errors: response.json().errors, keys: response.json().error_keys };
    };
    expect((await refused({ ...food, question: '   ' })).keys).toEqual({ question: ['fieldRequired'] });
    expect((await refused({ ...food, question: 'x'.repeat(121) })).errors).toEqual({
      question: ['The question must not be greater than 120 characters.'],
    });
    expect((await refused({ ...food, choices: ['Adobo'] })).errors).toEqual({
      choices: ['A poll has 2 to 6 choices.'],
    });
    expect((await refused({ ...food, choices: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).keys).toEqual({
      choices: ['pollChoicesCount'],
    });
    expect((await refused({ ...food, choices: ['Adobo', '  '] })).errors).toEqual({
      'choices.1': ['A choice must not be empty.'],
    });
    expect((await refused({ ...food, choices: ['x'.repeat(41), 'Adobo'] })).errors).toEqual({
      'choices.0': ['A choice must not be greater than 40 characters.'],
    });
    expect((await refused({ ...food, choices: ['Adobo', 'Sinigang', ' adobo '] })).errors).toEqual({
      'choices.2': ['Each choice must be different from the others.'],
    });
    expect((await refused({ ...food, choices: 'Adobo, Sinigang' })).keys).toEqual({
      choices: ['pollChoicesList'],
    });
    expect((await refused({ ...food, choices: ['Adobo', 7] })).keys).toEqual({
      'choices.1': ['pollChoiceString'],
    });
    expect(Object.keys((await refused({ ...food, ends_at: 'soon' })).errors)).toEqual(['ends_at']);
    // nothing was opened by any of them
    expect(await listOf(creator)).toEqual([]);
  });

  it('asks for a session, and knows no poll of another creator nor an address that is no overlay', async () => {
    const creator = await member(t);
    const poll = await openPoll(creator);
    const visitor = client(t);
    expect((await visitor.get('/v1/user/stream/polls')).statusCode).toBe(401);
    expect((await visitor.post('/v1/user/stream/polls', food)).statusCode).toBe(401);
    expect((await visitor.post(`/v1/user/stream/polls/${poll.poll_id}/close`)).statusCode).toBe(401);

    const other = await member(t);
    const theirs = await other.browser.post(`/v1/user/stream/polls/${poll.poll_id}/close`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message_key).toBe('pollNotFound');
    expect((await listOf(other)).length).toBe(0);
    const unknown = await creator.browser.post(`/v1/user/stream/polls/${crypto.randomUUID()}/close`);
    expect(unknown.statusCode).toBe(404);
    const malformed = await creator.browser.post('/v1/user/stream/polls/not-a-poll/close');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ id: ['The selected poll is invalid.'] });
    // the creator's poll is still open
    expect((await listOf(creator))[0]!.open).toBe(true);

    const noOverlay = await client(t).get(`/v1/overlay/${'x'.repeat(32)}/poll`);
    expect(noOverlay.statusCode).toBe(404);
    expect(noOverlay.json().message_key).toBe('overlayNotFound');
  });
});

describe("a poll's totals", () => {
  it('add up the paid votes in pesos, leave out unpaid and refunded ones and those paid after it closed', async () => {
    const finance = await staffMember(t, 'finance');
    const creator = await member(t);
    const token = await overlayOf(creator);
    const widget = async () => {
      const response = await client(t).get(`/v1/overlay/${token}/poll`);
      expect(response.statusCode).toBe(200);
      return response.json().data as OverlayPoll | null;
    };
    expect(await widget()).toBeNull();

    const poll = await openPoll(creator);
    const [adobo, sinigang, kareKare] = poll.choices.map((choice) => choice.id);
    await vote(creator, adobo!, '100');
    await vote(creator, adobo!, '50.50');
    await vote(creator, sinigang!, '200');
    // started, never paid
    await vote(creator, kareKare!, '300', { pay: false });
    // paid, then given back
    const refunded = await vote(creator, kareKare!, '80');
    expect(tally((await widget())!)).toEqual([
      ['Adobo', '150.50', 2],
      ['Sinigang', '200.00', 1],
      ['Kare-kare', '80.00', 1],
    ]);
    const refund = await finance.browser.post(`/v1/admin/payments/${refunded.reference}/refund`, {
      amount: '80.00',
      reason: 'Sent by mistake',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // a gift that names no choice is no vote
    await payCheckout(t, (await startGift(t, creator.page_url, { amount: '999' })).checkoutPath);
    const counted = [
      ['Adobo', '150.50', 2],
      ['Sinigang', '200.00', 1],
      ['Kare-kare', '0.00', 0],
    ];
    const open = (await widget())!;
    expect(tally(open)).toEqual(counted);
    expect(open).toMatchObject({ poll_id: poll.poll_id, open: true, total: '350.50' });

    // a vote started while the poll was open and paid after it closed does not count
    const late = await vote(creator, sinigang!, '500', { pay: false });
    const closed = await closePoll(creator, poll.poll_id);
    expect(tally(closed)).toEqual(counted);
    await payCheckout(t, late.checkoutPath);
    const [lateGift] = await t.db
      .select()
      .from(gifts)
      .where(and(eq(gifts.pollChoiceId, sinigang!), eq(gifts.amount, 50_000)));
    expect(lateGift!.settledAt).not.toBeNull();
    // the widget shows the last poll closed, as it closed
    const shown = (await widget())!;
    expect(shown).toMatchObject({ open: false, total: '350.50' });
    expect(tally(shown)).toEqual(counted);
    expect(tally((await listOf(creator))[0]!)).toEqual(counted);

    await t.jobs.drain('refund-payments');
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('voting with a gift', () => {
  it("refuses a vote for a closed poll's choice, or another creator's, on the gift's field", async () => {
    const creator = await member(t);
    const other = await member(t);
    const first = await openPoll(creator);
    await closePoll(creator, first.poll_id);
    const current = await openPoll(creator, { question: 'Sino ang bisita?', choices: ['Ana', 'Ben'] });
    const theirs = await openPoll(other);
    const gift = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      client(t).post(`/v1/donate/${creator.page_url}`, { amount: '100', ...body }, headers);

    const closed = await gift({ poll_choice_id: first.choices[0]!.id });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({
      message_key: 'pollClosed',
      errors: { poll_choice_id: ['This poll has closed.'] },
    });
    const inFilipino = await gift({ poll_choice_id: first.choices[0]!.id }, { 'accept-language': 'fil' });
    expect(inFilipino.json().errors).toEqual({ poll_choice_id: ['Sarado na ang poll na ito.'] });
    const another = await gift({ poll_choice_id: theirs.choices[0]!.id });
    expect(another.statusCode).toBe(422);
    expect(another.json().errors).toEqual({ poll_choice_id: ['The selected poll choice is invalid.'] });
    const malformed = await gift({ poll_choice_id: 'adobo' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ poll_choice_id: ['The selected poll choice is invalid.'] });
    // none of them opened a checkout; a vote in the open poll does, and is kept on the gift
    expect(await t.db.select().from(gifts).where(eq(gifts.creatorUserId, creator.user.id))).toEqual([]);
    const ben = current.choices[1]!.id;
    const accepted = await gift({ poll_choice_id: ben });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [kept] = await t.db.select().from(gifts).where(eq(gifts.creatorUserId, creator.user.id));
    expect(kept!.pollChoiceId).toBe(ben);
  });

  it("offers the creator's open poll to the Support Me form, and none to a reader they blocked", async () => {
    const creator = await member(t);
    const fan = await member(t);
    const read = async (reader = client(t)) => {
      const response = await reader.get(`/v1/profile/${creator.page_url}/poll`);
      return { status: response.statusCode, data: response.json().data as OpenPoll | null };
    };
    expect(await read()).toEqual({ status: 200, data: null });
    const poll = await openPoll(creator);
    expect(await read(fan.browser)).toEqual({
      status: 200,
      data: {
        poll_id: poll.poll_id,
        question: food.question,
        choices: poll.choices.map(({ id, label }) => ({ id, label })),
      },
    });
    expect((await creator.browser.post('/v1/user/block', { username: fan.page_url })).statusCode).toBe(200);
    expect((await read(fan.browser)).status).toBe(404);
    expect((await client(t).get('/v1/profile/no_such_page_here/poll')).statusCode).toBe(404);
    await closePoll(creator, poll.poll_id);
    expect(await read()).toEqual({ status: 200, data: null });
  });
});

describe("the poll widget's event stream", () => {
  const open: Stream[] = [];
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
  });

  it('hears of the poll as it opens, as a vote is paid, and as it closes', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const stream = await server.open(`/v1/overlay/${token}/events`);
    open.push(stream);
    const polls = () => stream.received.map(({ event }) => event).filter((event) => event.type === 'poll');

    const poll = await openPoll(creator);
    await stream.waitFor(1);
    const zero = poll.choices.map(({ id, label }) => ({ id, label, total: '0.00', votes: 0 }));
    expect(polls()).toEqual([
      {
        type: 'poll',
        poll_id: poll.poll_id,
        question: food.question,
        open: true,
        choices: zero,
        total: '0.00',
      },
    ]);

    // the gift's alert, then the poll's new totals, in the settlement's transaction
    await vote(creator, poll.choices[1]!.id, '120');
    const events = await stream.waitFor(3);
    expect(events.slice(1).map(({ event }) => event.type)).toEqual(['gift', 'poll']);
    expect(polls()[1]).toMatchObject({ open: true, total: '120.00' });
    expect(tally(polls()[1] as OverlayPoll)).toEqual([
      ['Adobo', '0.00', 0],
      ['Sinigang', '120.00', 1],
      ['Kare-kare', '0.00', 0],
    ]);

    await closePoll(creator, poll.poll_id);
    await stream.waitFor(4);
    expect(polls()[2]).toMatchObject({ poll_id: poll.poll_id, open: false, total: '120.00' });
  });
});

describe('a gift from a stream', () => {
  it("is marked in the creator's history; a source the form does not know is refused", async () => {
    const creator = await member(t);
    const fromStream = await startGift(t, creator.page_url, { amount: '75', source: 'stream' });
    await payCheckout(t, fromStream.checkoutPath);
    const fromPage = await startGift(t, creator.page_url, { amount: '25' });
    await payCheckout(t, fromPage.checkoutPath);
    const stored = await t.db
      .select({ amount: gifts.amount, source: gifts.source })
      .from(gifts)
      .where(eq(gifts.creatorUserId, creator.user.id));
    expect(stored.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: 2_500, source: null },
      { amount: 7_500, source: 'stream' },
    ]);
    const history = (await creator.browser.get('/v1/user/transactions')).json().data as {
      transaction_no: string;
      reference: string;
      from_stream: boolean;
    }[];
    expect(history.map((line) => [line.reference, line.from_stream])).toEqual([
      [fromPage.reference, false],
      [fromStream.reference, true],
    ]);
    for (const line of history) {
      const detail = await creator.browser.get(`/v1/user/transactions/${line.transaction_no}`);
      expect(detail.json().data).toMatchObject({ reference: line.reference, from_stream: line.from_stream });
    }

    const refused = await client(t).post(`/v1/donate/${creator.page_url}`, { amount: '50', source: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ source: ['The selected source is invalid.'] });
  });
});
