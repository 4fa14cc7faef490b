import { describe, expect, it, vi } from 'vitest';
import { client, member, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { gift, listening, overlayOf, type Stream } from '../overlay/overlay.testing.ts';
import { createSpeechEngine } from './speech.engine.ts';
import { createSpeechRepository } from './speech.repository.ts';
import { createSpeechService, speechKey } from './speech.service.ts';
import { readWav } from './wav.ts';

const t = useTestApp();
const server = listening(t);

const SPEECH = '/v1/user/stream/speech';
const ON = { enabled: true, min_amount: '50', voice: 'fil', rate: 160, volume: 80, max_length: 120 };

/** A creator with spoken alerts set as `settings` say, their overlay's address, and its stream open. */
async function speakingCreator(settings: Record<string, unknown> = {}) {
  const creator = await member(t);
  const token = await overlayOf(creator);
  const set = await creator.browser.put(SPEECH, { ...ON, ...settings });
  expect(set.statusCode).toBe(200);
  const stream = await server.open(`/v1/overlay/${token}/events`);
  return { creator, token, stream };
}

/** The gift alerts the stream received, once a test alert sent after everything else has come. */
async function alertsOf(creator: Member, stream: Stream) {
  await creator.browser.post('/v1/user/overlay/test');
  const events = await vi.waitFor(
    () => {
      const events = stream.received.map((r) => r.event);
      expect(events.at(-1)).toMatchObject({ is_test: true });
      return events;
    },
    { timeout: 2_000, interval: 20 },
  );
  await stream.close();
  return events.filter((event) => event.type === 'gift' && !event.is_test);
}

const audioAt = (url: string) => client(t).get(new URL(url).pathname);
const stored = (giftId: string) => t.storage.read(speechKey(giftId), 'private');

describe('spoken alert settings', () => {
  it('start off, are saved as given, and say which field is wrong', async () => {
    const creator = await member(t);
    expect((await creator.browser.get(SPEECH)).json().data).toEqual({
      enabled: false,
      min_amount: '0.00',
      voice: 'fil',
      rate: 160,
      volume: 100,
      max_length: 150,
    });
    const saved = await creator.browser.put(SPEECH, { ...ON, voice: 'en', min_amount: '25.50' });
    expect(saved.statusCode).toBe(200);
    const expected = { ...ON, voice: 'en', min_amount: '25.50' };
    expect(saved.json().data).toEqual(expected);
    expect((await creator.browser.get(SPEECH)).json().data).toEqual(expected);
    // the overlay's own settings are as they were, and its address is the one the settings made
    expect((await creator.browser.get('/v1/user/overlay')).json().data.sound_enabled).toBe(true);

    const wrong = await creator.browser.put(SPEECH, {
      enabled: 'yes',
      min_amount: '-1',
      voice: 'tl',
      rate: 79,
      volume: 101,
      max_length: 9.5,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(
      ['enabled', 'max_length', 'min_amount', 'rate', 'voice', 'volume'].sort(),
    );
    expect(wrong.json().errors.rate).toEqual(['The rate must be at least 80.']);
    expect(wrong.json().errors.volume).toEqual(['The volume must not be greater than 100.']);
    expect(wrong.json().errors.max_length).toEqual(['The maximum length must be an integer.']);
    expect((await creator.browser.put(SPEECH, { ...ON, pitch: 50 })).statusCode).toBe(422);
    expect((await creator.browser.put(SPEECH, { ...ON, rate: 300, max_length: 10 })).statusCode).toBe(200);
    // nothing wrong was kept
    expect((await creator.browser.get(SPEECH)).json().data).toEqual({
      ...ON,
      min_amount: '50.00',
      rate: 300,
      max_length: 10,
    });

    expect((await client(t).get(SPEECH)).statusCode).toBe(401);
    expect((await client(t).put(SPEECH, ON)).statusCode).toBe(401);
  });
});

describe('spoken alerts', () => {
  it("reads a paid gift's message aloud: the alert names the audio, which the job makes and keeps", async () => {
    const { creator, token, stream } = await speakingCreator();
    await gift(t, creator, {
      amount: '100',
      supporter_name: 'Juan',
      supporter_message: 'Salamat po sa stream!',
    });
    const [alert] = await alertsOf(creator, stream);
    const giftId = alert!.type === 'gift' ? alert!.gift_id! : '';
    expect(alert).toMatchObject({
      message: 'Salamat po sa stream!',
      speech_url: `${t.config.publicUrl}/v1/overlay/${token}/speech/${giftId}`,
      speech_volume: 0.8,
    });
    expect(await stored(giftId)).toBeNull();

    expect(await t.jobs.drain('speak-gift')).toBe(1);
    const kept = await stored(giftId);
    expect(kept).not.toBeNull();

    const audio = await audioAt((alert as { speech_url: string }).speech_url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['cache-control']).toContain('immutable');
    const wav = audio.rawPayload;
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.toString('latin1', 8, 12)).toBe('WAVE');
    // "Juan: Salamat po sa stream!" is about two seconds at 160 words a minute
    const { seconds } = readWav(wav)!;
    expect(seconds).toBeGreaterThan(0.3);
    expect(seconds).toBeLessThan(10);
    expect(wav.equals(kept!)).toBe(true);

    // by another creator's address, or for a gift that is not one, there is nothing
    const other = await member(t);
    expect((await client(t).get(`/v1/overlay/${await overlayOf(other)}/speech/${giftId}`)).statusCode).toBe(
      404,
    );
    expect((await client(t).get(`/v1/overlay/${token}/speech/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await client(t).get(`/v1/overlay/${token}/speech/not-a-gift`)).statusCode).toBe(422);
  });

  it('makes the audio when the overlay asks before the job ran, the same for two asks at once', async () => {
    const { creator, stream } = await speakingCreator({ voice: 'en' });
    await gift(t, creator, { amount: '50', supporter_message: 'Hello from Cebu!' });
    const [alert] = await alertsOf(creator, stream);
    const url = (alert as { speech_url: string }).speech_url;
    const [first, second] = await Promise.all([audioAt(url), audioAt(url)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const giftId = (alert as { gift_id: string }).gift_id;
    expect((await stored(giftId))?.equals(first.rawPayload)).toBe(true);
    // the job finds it made
    await t.jobs.drain('speak-gift');
    expect((await stored(giftId))?.equals(first.rawPayload)).toBe(true);
  });

  it('reads nothing below the minimum, without a message, or with spoken alerts off', async () => {
    const on = await speakingCreator();
    await gift(t, on.creator, { amount: '49.99', supporter_message: 'Kulang ng isang sentimo' });
    await gift(t, on.creator, { amount: '500' });
    await gift(t, on.creator, { amount: '500', supporter_message: '   ' });
    const off = await speakingCreator({ enabled: false });
    await gift(t, off.creator, { amount: '500', supporter_message: 'Walang boses dito' });
    const alerts = [...(await alertsOf(on.creator, on.stream)), ...(await alertsOf(off.creator, off.stream))];
    expect(alerts).toHaveLength(4);
    for (const alert of alerts) expect(alert).toMatchObject({ speech_url: null, speech_volume: null });
    expect(await t.jobs.drain('speak-gift')).toBe(0);
    for (const alert of alerts) {
      const giftId = (alert as { gift_id: string }).gift_id;
      expect((await client(t).get(`/v1/overlay/${on.token}/speech/${giftId}`)).statusCode).toBe(404);
      expect((await client(t).get(`/v1/overlay/${off.token}/speech/${giftId}`)).statusCode).toBe(404);
      expect(await stored(giftId)).toBeNull();
    }
  });

  it('never reads a held message; once the creator approves it, it is read with its alert', async () => {
    const { creator, token, stream } = await speakingCreator();
    await creator.browser.put('/v1/user/message-filter', { phrases: ['spoiler alert'] });
    await gift(t, creator, { amount: '100', supporter_message: 'Spoiler alert: namatay si Ate!' });
    const [held] = (await creator.browser.get('/v1/user/donations/held')).json().data as { id: string }[];
    expect(await alertsOf(creator, stream)).toEqual([]);
    await client(t, { ip: '127.0.0.1' }).post('/dev/jobs/run');
    expect(await stored(held!.id)).toBeNull();
    expect((await client(t).get(`/v1/overlay/${token}/speech/${held!.id}`)).statusCode).toBe(404);

    const again = await server.open(`/v1/overlay/${token}/events`);
    expect((await creator.browser.post('/v1/user/donations/held/approve', { id: held!.id })).statusCode).toBe(
      204,
    );
    const [approved] = await alertsOf(creator, again);
    expect(approved).toMatchObject({
      gift_id: held!.id,
      speech_url: `${t.config.publicUrl}/v1/overlay/${token}/speech/${held!.id}`,
    });
    expect(await t.jobs.drain('speak-gift')).toBe(1);
    expect(readWav((await stored(held!.id))!)!.seconds).toBeGreaterThan(0.3);
  });

  it('speaks in the Filipino voice and in the English voice, each its own way', async () => {
    const words = {
      amount: '100',
      supporter_name: 'Liza',
      supporter_message: 'Mabuhay ka, idol! Ingat palagi.',
    };
    const filipino = await speakingCreator({ voice: 'fil' });
    const english = await speakingCreator({ voice: 'en' });
    await gift(t, filipino.creator, words);
    await gift(t, english.creator, words);
    const [fil] = await alertsOf(filipino.creator, filipino.stream);
    const [en] = await alertsOf(english.creator, english.stream);
    const heard = await Promise.all(
      [fil, en].map((alert) => audioAt((alert as { speech_url: string }).speech_url)),
    );
    for (const audio of heard) {
      expect(audio.statusCode).toBe(200);
      expect(readWav(audio.rawPayload)!.seconds).toBeGreaterThan(0.3);
    }
    expect(heard[0]!.rawPayload.equals(heard[1]!.rawPayload)).toBe(false);
  });

  it('cuts what it reads to the maximum length', async () => {
    // as long as a gift's message may be (120 characters)
    const long = 'Salamat po! '.repeat(10).trim();
    const short = await speakingCreator({ max_length: 10 });
    const full = await speakingCreator({ max_length: 300 });
    await gift(t, short.creator, { amount: '100', supporter_message: long });
    await gift(t, full.creator, { amount: '100', supporter_message: long });
    const [cut] = await alertsOf(short.creator, short.stream);
    const [whole] = await alertsOf(full.creator, full.stream);
    const [a, b] = await Promise.all(
      [cut, whole].map(async (alert) =>
        readWav((await audioAt((alert as { speech_url: string }).speech_url)).rawPayload)!,
      ),
    );
    expect(a!.seconds).toBeLessThan(3);
    expect(b!.seconds).toBeGreaterThan(a!.seconds * 5);
  });
});

describe('the test alert, spoken', () => {
  it('is read in the voice set now, whatever the minimum, and not at all with spoken alerts off', async () => {
    const { creator, token, stream } = await speakingCreator({ min_amount: '5000', voice: 'en' });
    expect((await creator.browser.post('/v1/user/overlay/test')).statusCode).toBe(204);
    const [test] = await stream.waitFor(1);
    expect(test!.event).toMatchObject({
      type: 'gift',
      is_test: true,
      message: 'This is a test alert. Your overlay works!',
      speech_url: `${t.config.publicUrl}/v1/overlay/${token}/speech/test`,
      speech_volume: 0.8,
    });
    const english = await audioAt(`${t.config.publicUrl}/v1/overlay/${token}/speech/test`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('audio/wav');
    expect(english.headers['cache-control']).toContain('no-cache');
    // "PIXEL: This is a test alert. Your overlay works!" is a few seconds
    expect(readWav(english.rawPayload)!.seconds).toBeGreaterThan(1);

    // a change of voice is heard at the next test: Filipino words in the Filipino voice
    await creator.browser.put(SPEECH, { ...ON, min_amount: '5000', voice: 'fil' });
    const filipino = await audioAt(`${t.config.publicUrl}/v1/overlay/${token}/speech/test`);
    expect(filipino.statusCode).toBe(200);
    expect(filipino.rawPayload.equals(english.rawPayload)).toBe(false);

    await creator.browser.put(SPEECH, { ...ON, enabled: false });
    expect((await creator.browser.post('/v1/user/overlay/test')).statusCode).toBe(204);
    const [, silent] = await stream.waitFor(2);
    expect(silent!.event).toMatchObject({ is_test: true, speech_url: null, speech_volume: null });
    const off = await audioAt(`${t.config.publicUrl}/v1/overlay/${token}/speech/test`);
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('Spoken alerts are off.');
    await stream.close();
  });
});

describe('the speech service', () => {
  it('makes a gift once however often it is asked at once', async () => {
    const { creator, stream } = await speakingCreator();
    await gift(t, creator, { amount: '100', supporter_message: 'Isa lang po' });
    const [alert] = await alertsOf(creator, stream);
    const made: string[] = [];
    const engine = createSpeechEngine();
    const service = createSpeechService({
      repository: createSpeechRepository(t.db),
      storage: t.storage,
      engine: {
        synthesize: (request) => {
          made.push(request.text);
          return engine.synthesize(request);
        },
      },
      jobs: { send: async () => undefined },
      publicUrl: t.config.publicUrl,
    });
    const giftId = (alert as { gift_id: string }).gift_id;
    const asks = await Promise.all([1, 2, 3].map(() => service.audio({ userId: creator.user.id, giftId })));
    engine.close();
    // a visitor's gift without a name is read as its message alone
    expect(made).toEqual(['Isa lang po']);
    expect(asks[1]!.equals(asks[0]!) && asks[2]!.equals(asks[0]!)).toBe(true);
    expect((await stored(giftId))?.equals(asks[0]!)).toBe(true);
  });
});
