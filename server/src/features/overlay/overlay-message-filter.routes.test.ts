import { describe, expect, it } from 'vitest';
import { client, member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { gift, listening, overlayOf } from './overlay.testing.ts';

const t = useTestApp();
const server = listening(t);

describe('message filter', () => {
  it('holds a gift with a filtered word: paid and credited, but kept off the overlay and the page', async () => {
    const creator = await member(t);
    const token = await overlayOf(creator);
    const set = await creator.browser.put('/v1/user/message-filter', { phrases: ['spoiler alert'] });
    expect(set.json().data.phrases).toEqual(['spoiler alert']);
    const stream = await server.open(`/v1/overlay/${token}/events`);
    await gift(t, creator, { amount: '100', supporter_message: 'SP0ILER  alërt: the ending!' });
    await gift(t, creator, { amount: '100', supporter_message: 'ikaw ay g@g0' });
    await gift(t, creator, { amount: '100', supporter_message: 'Salamat po' });
    // the stream sends events in the order they were kept: a test alert sent after the three gifts arrives
    // after anything they put on the overlay, so what came before it is all they put there
    await creator.browser.post('/v1/user/overlay/test');
    const events = await stream.waitFor(2);
    expect(events.map((r) => r.event)).toEqual([
      expect.objectContaining({ message: 'Salamat po' }),
      expect.objectContaining({ is_test: true }),
    ]);

    const wall = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(wall.data.map((g: { supporter_message: string }) => g.supporter_message)).toEqual(['Salamat po']);
    const own = (await creator.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(own.data).toHaveLength(1);
    // all three are paid and credited
    const lines = (await creator.browser.get('/v1/user/transactions')).json();
    expect(lines.meta.total).toBe(3);

    const held = (await creator.browser.get('/v1/user/donations/held')).json().data as {
      id: string;
      supporter_message: string;
    }[];
    expect(held.map((g) => g.supporter_message).sort()).toEqual([
      'SP0ILER  alërt: the ending!',
      'ikaw ay g@g0',
    ]);

    // approve: it shows on the page, and the overlay alerts it then
    const spoiler = held.find((g) => g.supporter_message.startsWith('SP0ILER'))!;
    expect(
      (await creator.browser.post('/v1/user/donations/held/approve', { id: spoiler.id })).statusCode,
    ).toBe(204);
    const after = await stream.waitFor(3);
    expect(after[2]?.event).toMatchObject({ type: 'gift', gift_id: spoiler.id });
    // remove: the gift shows without its words, and never on the overlay
    const slur = held.find((g) => g.supporter_message === 'ikaw ay g@g0')!;
    expect((await creator.browser.post('/v1/user/donations/held/remove', { id: slur.id })).statusCode).toBe(
      204,
    );
    await creator.browser.post('/v1/user/overlay/test');
    const last = await stream.waitFor(4);
    expect(last.map((r) => r.event)).toEqual([
      expect.objectContaining({ message: 'Salamat po' }),
      expect.objectContaining({ is_test: true }),
      expect.objectContaining({ gift_id: spoiler.id }),
      expect.objectContaining({ is_test: true }),
    ]);
    await stream.close();
    const shown = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(shown.data.map((g: { supporter_message: string | null }) => g.supporter_message).sort()).toEqual(
      ['SP0ILER  alërt: the ending!', 'Salamat po', null].sort(),
    );
    expect((await creator.browser.get('/v1/user/donations/held')).json().data).toEqual([]);
    // a second review of the same gift finds nothing held
    expect((await creator.browser.post('/v1/user/donations/held/approve', { id: slur.id })).statusCode).toBe(
      404,
    );
  });

  it('asks a held question on the Ask Me Anything page only once approved', async () => {
    const creator = await member(t);
    await gift(t, creator, { supporter_message: 'Bakit ka ganyan, gago?', is_question: 1 });
    const questions = () => client(t).get(`/v1/profile/${creator.page_url}/questions`);
    expect((await questions()).json().data).toEqual([]);
    const [held] = (await creator.browser.get('/v1/user/donations/held')).json().data as { id: string }[];
    await creator.browser.post('/v1/user/donations/held/approve', { id: held!.id });
    expect((await questions()).json().data.map((q: { body: string }) => q.body)).toEqual([
      'Bakit ka ganyan, gago?',
    ]);
  });

  it('matches whole words only', async () => {
    const creator = await member(t);
    await gift(t, creator, { supporter_message: 'Scunthorpe and mabuting gabi' });
    await gift(t, creator, { supporter_name: 'T4NGINA', supporter_message: 'hi' });
    const wall = (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json();
    expect(wall.data.map((g: { supporter_message: string }) => g.supporter_message)).toEqual([
      'Scunthorpe and mabuting gabi',
    ]);
  });

  it('checks the phrases it is given', async () => {
    const creator = await member(t);
    const response = await creator.browser.put('/v1/user/message-filter', { phrases: ['ok', ' '] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'phrases.1': ['A phrase must not be empty.'] });
    expect((await client(t).get('/v1/user/message-filter')).statusCode).toBe(401);
  });
});
