import { describe, expect, it } from 'vitest';
import { standInNames, type Leaderboard } from '@pixel/contract';
import { shownName } from '../../lib/i18n.ts';
import { client, member, payCheckout, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe("the leaderboard on a creator's page", () => {
  it('is off until the creator turns it on, then ranks the period they picked for anyone reading the page', async () => {
    const creator = await member(t, { language: 'fil' });
    const fan = await member(t, { pageName: 'Ana Reyes' });
    for (const [amount, body, from] of [
      ['100', {}, fan],
      ['300', { is_anonymous: 1 }, fan],
      ['50', { supporter_name: 'Liza' }, undefined],
    ] as const) {
      const started = await startGift(t, creator.page_url, { amount, ...body }, from?.browser);
      await payCheckout(t, started.checkoutPath);
    }
    const onPage = async () => {
      const response = await client(t).get(`/v1/profile/${creator.page_url}/leaderboard`);
      expect(response.statusCode).toBe(200);
      return response.json().data as Leaderboard | null;
    };

    expect((await creator.browser.get('/v1/user/stream/leaderboard')).json().data).toEqual({
      on_page: false,
      period: 'month',
    });
    expect(await onPage()).toBeNull();

    const turnedOn = await creator.browser.put('/v1/user/stream/leaderboard', {
      on_page: true,
      period: 'all',
    });
    expect(turnedOn.statusCode).toBe(200);
    expect(turnedOn.json().data).toEqual({ on_page: true, period: 'all' });
    const board = await onPage();
    expect(board?.period).toBe('all');
    expect(board?.since).toBeNull();
    // anonymous in the creator's language, never joined to the giver's named gift
    expect(board?.entries.map((entry) => [entry.name, entry.total])).toEqual([
      [shownName(standInNames.anonymous, 'fil'), '300.00'],
      ['Ana Reyes', '100.00'],
      ['Liza', '50.00'],
    ]);
    expect(board?.entries[0]?.page_url).toBeNull();
    expect(board?.entries[1]?.page_url).toBe(fan.page_url);

    await creator.browser.put('/v1/user/stream/leaderboard', { on_page: false, period: 'all' });
    expect(await onPage()).toBeNull();
  });

  it('refuses what it does not know, asks who is changing it, and has no page to show for a page that is not there', async () => {
    const creator = await member(t);
    expect(
      (await client(t).put('/v1/user/stream/leaderboard', { on_page: true, period: 'week' })).statusCode,
    ).toBe(401);
    const wrong = await creator.browser.put('/v1/user/stream/leaderboard', {
      on_page: 'yes',
      period: 'year',
      extra: 1,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors as object).sort()).toEqual(['extra', 'on_page', 'period']);
    expect((await creator.browser.get('/v1/user/stream/leaderboard')).json().data.on_page).toBe(false);
    expect((await client(t).get('/v1/profile/nobodyhere/leaderboard')).statusCode).toBe(404);
  });
});
