import { afterAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '@pixel/contract';
import { client, member, payCheckout, startGift, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { fil } from '../../locales/fil.ts';
import { overlayOf } from './overlay.testing.ts';

const t = useTestApp();
const dev = () => client(t, { ip: '127.0.0.1' });
const DAY = 86_400;
const MANILA_MS = 8 * 3_600_000;

const clockNow = async () => new Date((await dev().get('/dev/clock')).json().data.now as string);
/** The Manila calendar of an instant: its weekday (0 Sunday), day of the month. */
const inManila = (at: Date) => {
  const manila = new Date(at.getTime() + MANILA_MS);
  return { weekday: manila.getUTCDay(), date: manila.getUTCDate(), hour: manila.getUTCHours() };
};

/** Moves the app's clock to 10:00 in Manila, `days` Manila days on (0: today, if it is not past 10:00). */
async function toTenInTheMorning(days: number) {
  const now = await clockNow();
  const manila = new Date(now.getTime() + MANILA_MS);
  const target =
    Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() + days, 10) - MANILA_MS;
  if (target > now.getTime()) {
    await dev().post('/dev/clock', { advance_seconds: Math.ceil((target - now.getTime()) / 1000) });
  }
}

async function give(creator: Member, amount: string, body: Record<string, unknown> = {}, from?: Member) {
  const started = await startGift(t, creator.page_url, { amount, ...body }, from?.browser);
  await payCheckout(t, started.checkoutPath);
}

describe('the leaderboard widget', () => {
  afterAll(() => dev().post('/dev/clock', { reset: true }));

  it('ranks the top supporters of today, this week, this month and ever, by Manila days, anonymous gifts apart', async () => {
    // a Wednesday early in a month whose Monday is in it too: Thursday is the same week, the next Monday a new week of the same month
    let days = 1;
    for (; ; days++) {
      const day = inManila(new Date((await clockNow()).getTime() + days * DAY * 1000));
      if (day.weekday === 3 && day.date >= 4 && day.date <= 20) break;
    }
    await toTenInTheMorning(days);
    const creator = await member(t, { language: 'fil' }, { at: await clockNow() });
    const token = await overlayOf(creator);
    const board = async (period?: string) => {
      const response = await client(t).get(
        `/v1/overlay/${token}/leaderboard${period ? `?period=${period}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data as Leaderboard;
    };
    const at = await clockNow();
    const ana = await member(t, { pageName: 'Ana Reyes' }, { at });
    const ben = await member(t, { pageName: 'Ben' }, { at });

    // Wednesday
    await give(creator, '100', {}, ana);
    await give(creator, '50', { supporter_name: 'Someone else' }, ana);
    await give(creator, '500', { is_anonymous: 1 }, ana);
    await give(creator, '120', {}, ben);
    await give(creator, '80', { supporter_name: 'Liza' });
    await give(creator, '30', { supporter_name: ' liza ' });
    await give(creator, '25');

    const wednesday = await board();
    expect(wednesday.period).toBe('today');
    expect(wednesday.entries).toEqual([
      // an anonymous gift is its own line, never added to the giver's named ones
      { rank: 1, name: fil.names.anonymous, page_url: null, total: '500.00', gifts: 1 },
      // a member's gifts go under their page name, whatever name they typed
      { rank: 2, name: 'Ana Reyes', page_url: ana.page_url, total: '150.00', gifts: 2 },
      { rank: 3, name: 'Ben', page_url: ben.page_url, total: '120.00', gifts: 1 },
      // a visitor's gifts go under the name they gave, however they wrote it
      { rank: 4, name: 'Liza', page_url: null, total: '110.00', gifts: 2 },
      { rank: 5, name: fil.names.visitor, page_url: null, total: '25.00', gifts: 1 },
    ]);
    // today began at Manila's midnight
    expect(inManila(new Date(wednesday.since!))).toEqual({ weekday: 3, date: inManila(at).date, hour: 0 });

    // Thursday: today starts again at Manila's midnight; the week and the month go on
    await toTenInTheMorning(1);
    await give(creator, '200', { supporter_name: 'Liza' });
    expect((await board('today')).entries).toEqual([
      { rank: 1, name: 'Liza', page_url: null, total: '200.00', gifts: 1 },
    ]);
    const week = await board('week');
    expect(week.entries.map((entry) => [entry.name, entry.total])).toEqual([
      [fil.names.anonymous, '500.00'],
      ['Liza', '310.00'],
      ['Ana Reyes', '150.00'],
      ['Ben', '120.00'],
      [fil.names.visitor, '25.00'],
    ]);
    // the week began on the Monday before, at Manila's midnight
    expect(inManila(new Date(week.since!))).toEqual({ weekday: 1, date: inManila(at).date - 2, hour: 0 });

    // the next Monday: a new week, the same month
    await toTenInTheMorning(4);
    await give(creator, '60', { supporter_name: 'Mara' });
    expect((await board('week')).entries.map((entry) => entry.name)).toEqual(['Mara']);
    expect((await board('month')).entries.map((entry) => [entry.name, entry.total])).toEqual([
      [fil.names.anonymous, '500.00'],
      ['Liza', '310.00'],
      ['Ana Reyes', '150.00'],
      ['Ben', '120.00'],
      ['Mara', '60.00'],
      [fil.names.visitor, '25.00'],
    ]);
    const ever = await board('all');
    expect(ever.since).toBeNull();
    expect(ever.entries).toHaveLength(6);
  });

  it('refuses a period it does not know, in the API shape, and an address that is no overlay', async () => {
    const creator = await member(t, {}, { at: await clockNow() });
    const token = await overlayOf(creator);
    const refused = await client(t).get(`/v1/overlay/${token}/leaderboard?period=year`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      exception: 'ValidationException',
      message_key: 'fieldSelectedInvalid',
      errors: { period: ['The selected period is invalid.'] },
    });
    const unknown = await client(t).get(`/v1/overlay/${'x'.repeat(32)}/leaderboard`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message_key).toBe('overlayNotFound');
  });
});
