import { monthPlus } from '@pixel/contract';
import { describe, expect, it } from 'vitest';
import { audit } from '../../ledger/ledger.ts';
import { type Client, client, joinTier, member, newTier, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { myMembership, signInAgain, useDevClock } from '../memberships/memberships.testing.ts';

const t = useTestApp();
const { moveClockTo } = useDevClock(t);

const insightsOf = async (browser: Client, query = '') => {
  const response = await browser.get(`/v1/user/insights${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Pays a membership checkout at the sandbox with a card, kept for renewals. */
async function joinByCard(who: { browser: Client }, tierId: string) {
  const started = await who.browser.post('/v1/memberships/join', {
    tier_id: tierId,
    months: 1,
    auto_renew: 1,
  });
  expect(started.statusCode, started.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: `${new URL(started.json().data.link_url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'method=card',
  });
  expect(paid.statusCode).toBe(303);
}

describe("a creator's Insights, kept as their members pay, cancel and lapse", () => {
  it('counts joins by method, a checkout left unpaid, a cancellation, a renewal by card and a lapse', async () => {
    const creator = await signedInUser(t);
    const club = await newTier(creator, { name: 'Club', price: '100' });
    const studio = await newTier(creator, { name: 'Studio', price: '400', discount_6_months: 10 });
    const byCard = await signedInUser(t);
    const sixMonths = await member(t);
    const leaving = await member(t);
    const undecided = await member(t);

    await joinByCard(byCard, club);
    await joinTier(t, sixMonths, studio, 6);
    await joinTier(t, leaving, club);
    // a checkout opened and never paid
    expect(
      (await undecided.browser.post('/v1/memberships/join', { tier_id: club, months: 1 })).statusCode,
    ).toBe(200);
    const leavingMembership = await myMembership(leaving.browser);
    expect(
      (await leaving.browser.post(`/v1/user/memberships/${leavingMembership.id}/cancel`)).statusCode,
    ).toBe(200);

    const joined = await insightsOf(creator.browser);
    const month = joined.to as string;
    expect(joined.from).toBe(monthPlus(month, -11));
    expect(joined.months).toHaveLength(12);
    expect(joined.months.at(-1)).toEqual({
      month,
      new_members: 3,
      renewals: 0,
      lapses: 0,
      cancellations: 1,
      // ₱100 twice, and ₱400 × 6 at 10% off
      revenue: '2360.00',
      members: 3,
      // ₱100 twice, and a sixth of ₱2,160.00
      mrr: '560.00',
      mrr_change: '560.00',
    });
    expect(joined.summary).toEqual({
      mrr: '560.00',
      mrr_change: '560.00',
      active_members: 3,
      members_ever: 3,
      average_lifetime_value: '786.67',
      next_month: monthPlus(month, 1),
      // the card renews by itself next month; the cancelled member and GCash do not
      next_month_expected: '100.00',
      next_month_renewals: 1,
    });
    expect(joined.conversion.at(-1)).toEqual({
      month,
      started: 4,
      paid: 3,
      by_method: { gcash: 2, maya: 0, qrph: 0, card: 1, other: 0 },
    });
    expect(joined.cohorts).toEqual([{ month, joined: 3, retained: [] }]);
    expect(joined.tiers).toEqual([
      {
        month,
        tier: { id: club, name: 'Club' },
        new_members: 2,
        renewals: 0,
        lapses: 0,
        cancellations: 1,
        revenue: '200.00',
      },
      {
        month,
        tier: { id: studio, name: 'Studio' },
        new_members: 1,
        renewals: 0,
        lapses: 0,
        cancellations: 0,
        revenue: '2160.00',
      },
    ]);

    // a month on: the card is charged, the cancelled membership ends
    const ends = new Date((await myMembership(byCard.browser)).ends_at);
    await moveClockTo(new Date(ends.getTime() + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    await signInAgain(creator);
    const later = await insightsOf(creator.browser);
    const now = later.to as string;
    expect(now > month).toBe(true);
    expect(later.months.at(-1)).toEqual({
      month: now,
      new_members: 0,
      renewals: 1,
      lapses: 1,
      cancellations: 0,
      revenue: '100.00',
      members: 2,
      mrr: '460.00',
      mrr_change: '-100.00',
    });
    expect(later.summary).toMatchObject({ mrr: '460.00', mrr_change: '-100.00', active_members: 2 });
    // a renewal charged by itself is no checkout
    expect(later.conversion.at(-1)).toMatchObject({ month: now, started: 0, paid: 0 });
    expect(later.months.find((row: { month: string }) => row.month === month)).toMatchObject({
      new_members: 3,
      members: 3,
      mrr: '560.00',
    });
    expect(await audit(t.db)).toEqual([]);
  });

  it('shows a creator with no members nothing, and never another creator’s figures', async () => {
    const other = await signedInUser(t);
    await joinTier(t, await member(t), await newTier(other, { name: 'Fans', price: '150' }));
    expect((await insightsOf(other.browser)).summary.members_ever).toBe(1);

    const creator = await member(t);
    const shown = await insightsOf(creator.browser);
    expect(shown.summary).toEqual({
      mrr: '0.00',
      mrr_change: '0.00',
      active_members: 0,
      members_ever: 0,
      average_lifetime_value: '0.00',
      next_month: monthPlus(shown.to, 1),
      next_month_expected: '0.00',
      next_month_renewals: 0,
    });
    expect(shown.months.every((row: { new_members: number; revenue: string }) => !row.new_members)).toBe(
      true,
    );
    expect(shown.tiers).toEqual([]);
    expect(shown.cohorts).toEqual([]);
    expect(shown.conversion.every((row: { started: number }) => row.started === 0)).toBe(true);
  });

  it('gives each table as CSV with the same figures', async () => {
    const creator = await member(t);
    await joinTier(t, await member(t), await newTier(creator, { name: 'Sketch, "Club"', price: '120' }));
    const month = (await insightsOf(creator.browser)).to as string;

    const months = await creator.browser.get('/v1/user/insights/export?table=months');
    expect(months.statusCode).toBe(200);
    expect(months.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(months.headers['content-disposition']).toBe(
      `attachment; filename="pixel-insights-months-${monthPlus(month, -11)}-to-${month}.csv"`,
    );
    const lines = months.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Month,New members,Renewals,Lapses,Cancellations,Revenue,Members,MRR,MRR change');
    expect(lines).toHaveLength(13);
    expect(lines.at(-1)).toBe(`${month},1,0,0,0,120.00,1,120.00,120.00`);

    const tiers = await creator.browser.get(`/v1/user/insights/export?table=tiers&from=${month}&to=${month}`);
    expect(tiers.body.trimEnd().split('\r\n')[1]).toBe(`${month},"Sketch, ""Club""",1,0,0,0,120.00`);
    const cohorts = await creator.browser.get('/v1/user/insights/export?table=cohorts');
    expect(cohorts.body.trimEnd().split('\r\n')).toEqual([
      '\uFEFFJoined in,Members who joined',
      `${month},1`,
    ]);
    const conversion = await creator.browser.get('/v1/user/insights/export?table=conversion');
    expect(conversion.body.trimEnd().split('\r\n').at(-1)).toBe(`${month},1,1,1,0,0,0,0,100.0`);
  });
});

describe('asking for Insights', () => {
  it('needs a session', async () => {
    for (const url of ['/v1/user/insights', '/v1/user/insights/export?table=months']) {
      expect((await client(t).get(url)).statusCode).toBe(401);
    }
  });

  it.each([
    ['a month that is no month', '?from=2026-13', 'from', 'The from month must be a month like 2026-11.'],
    ['a date for a month', '?to=2026-01-05', 'to', 'The to month must be a month like 2026-11.'],
    [
      'months the wrong way round',
      '?from=2026-05&to=2026-01',
      'to',
      'The from month must not be after the to month.',
    ],
    ['more than 24 months', '?from=2023-01&to=2025-12', 'to', 'Insights show at most 24 months at a time.'],
    ['a month to come', '?to=2099-01', 'to', 'The to month must not be after this month.'],
  ])('refuses %s with a 422', async (_case, query, field, message) => {
    const creator = await member(t);
    const response = await creator.browser.get(`/v1/user/insights${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
    const csv = await creator.browser.get(`/v1/user/insights/export?table=months&${query.slice(1)}`);
    expect(csv.json().errors).toEqual({ [field]: [message] });
  });

  it('refuses a table it does not have, and a from month 24 months before this one', async () => {
    const creator = await member(t);
    const table = await creator.browser.get('/v1/user/insights/export?table=payments');
    expect(table.json().errors).toEqual({ table: ['The selected table is invalid.'] });
    const month = (await insightsOf(creator.browser)).to as string;
    const far = await creator.browser.get(`/v1/user/insights?from=${monthPlus(month, -24)}`);
    expect(far.json().errors).toEqual({ from: ['Insights show at most 24 months at a time.'] });
    expect((await insightsOf(creator.browser, `?from=${monthPlus(month, -23)}`)).months).toHaveLength(24);
  });

  it('answers a script downloading over and over with 429', async () => {
    const creator = await member(t);
    for (let i = 0; i < 20; i++) {
      expect((await creator.browser.get('/v1/user/insights/export?table=months')).statusCode).toBe(200);
    }
    const refused = await creator.browser.get('/v1/user/insights/export?table=months');
    expect(refused.statusCode).toBe(429);
  });
});
