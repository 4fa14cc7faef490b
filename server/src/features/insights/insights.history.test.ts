import { monthPlus } from '@pixel/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { unnestRows } from '../../db/arrays.ts';
import { membershipPayments, memberships, payments } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { member, newTier } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { SettledPayment } from '../payments/payments.service.ts';
import { createInsightsRepository } from './insights.repository.ts';
import { createInsightsSettlement } from './insights.settlement.ts';
import {
  type ChosenEvent,
  type Event,
  expected,
  history,
  HOUR,
  type Member,
  monthOf,
  type PaidEvent,
  type PeriodEvent,
  type Tier,
} from './insights.testing.ts';

const t = useTestApp();

const MEMBERS = 1_000;

describe('Insights over a year of 1,000 members', () => {
  it('shows what the history itself adds up to, month by month, tier by tier and cohort by cohort', async () => {
    const creator = await member(t);
    const creatorId = creator.user.id;
    const tiers: Tier[] = [];
    for (const [name, price, six, twelve] of [
      ['Bronze', 50, 0, 0],
      ['Silver', 150, 10, 20],
      ['Gold', 500, 0, 15],
    ] as const) {
      const id = await newTier(creator, {
        name,
        price: String(price),
        discount_6_months: six,
        discount_12_months: twelve,
      });
      tiers.push({ id, price: price * 100, six, twelve });
    }
    const prefix = `h${Date.now().toString(36)}`;
    const supporters = rowsOf<{ id: string; page_url: string }>(
      await t.db.execute(sql`
        insert into users (email, page_url, page_name, status, referral_code)
        select ${prefix} || g || '@history.ph', ${prefix} || g, 'Fan ' || g, 'active', upper(${prefix}) || lpad(g::text, 4, '0')
        from generate_series(1, ${MEMBERS}::int) g
        returning id, page_url`),
    ).sort((a, b) => Number(a.page_url.slice(prefix.length)) - Number(b.page_url.slice(prefix.length)));
    const members: Member[] = supporters.map((row, n) => ({ n, supporterId: row.id }));

    const current = monthOf(new Date());
    const from = monthPlus(current, -12);
    const start = new Date(Date.parse(`${from}-01T00:00:00+08:00`));
    const end = new Date(Date.now() - HOUR);
    const events = history(tiers, members, start, end);
    expect(events.filter((e) => e.kind === 'lapse').length).toBeGreaterThan(300);

    const repository = createInsightsRepository(t.db);
    let reference = 0;
    const paymentValues = (event: Event & { amount: number }, status: 'paid' | 'pending' = 'paid') => ({
      reference: `M-HIST-${prefix}-${++reference}`,
      provider: 'sandbox',
      kind: 'membership' as const,
      payeeUserId: creatorId,
      payerUserId: event.who.supporterId,
      amount: event.amount,
      source: 'web',
      status,
      description: 'Membership',
      successRedirectUrl: 'http://localhost:3000/ok',
      failureRedirectUrl: 'http://localhost:3000/no',
      // a checkout opens a few minutes before it is paid; a renewal charged by itself is paid at once
      createdAt: new Date(event.at.getTime() - (event.kind === 'recurring' ? 0 : 5 * 60_000)),
      paidAt: status === 'paid' ? event.at : null,
    });

    /** One batch: each membership at most once, all in one Manila month, as settlement and the job would. */
    async function apply(tx: Tx, batch: Event[]) {
      const abandoned = batch.filter((e) => e.kind === 'abandon');
      if (abandoned.length) {
        const rows = await tx
          .insert(payments)
          .values(abandoned.map((e) => paymentValues({ ...e, amount: 5_000 }, 'pending')))
          .returning();
        await tx.insert(membershipPayments).values(
          abandoned.map((e, i) => ({
            paymentId: rows[i]!.id,
            creatorUserId: creatorId,
            supporterUserId: e.who.supporterId,
            tierId: e.tier.id,
            months: 1,
            purpose: 'join' as const,
            membershipId: e.who.membershipId ?? null,
          })),
        );
      }
      const paid = batch.filter((e): e is PaidEvent => 'amount' in e);
      const rows = paid.length
        ? await tx
            .insert(payments)
            .values(paid.map((e) => paymentValues(e)))
            .returning()
        : [];
      const joins = paid.filter((e): e is ChosenEvent => e.kind === 'join');
      if (joins.length) {
        const made = await tx
          .insert(memberships)
          .values(
            joins.map((e) => ({
              creatorUserId: creatorId,
              supporterUserId: e.who.supporterId,
              tierId: e.tier.id,
              months: e.months,
              startedAt: e.at,
              periodStart: e.at,
              endsAt: e.ends,
              autoRenew: e.autoRenew,
              method: e.method,
              recurringToken: e.autoRenew ? `tok-${e.who.n}` : null,
              totalPaid: e.amount,
            })),
          )
          .returning({ id: memberships.id });
        joins.forEach((e, i) => (e.who.membershipId = made[i]!.id));
      }
      const periods = paid.filter((e): e is PeriodEvent => 'ends' in e && e.kind !== 'join');
      if (periods.length) {
        await tx.execute(sql`update memberships m set tier_id = v.tier_id, months = v.months::int,
            period_start = case when v.kind = 'rejoin' then v.at else m.ends_at end, ends_at = v.ends_at,
            grace_ends_at = null, status = 'active', lapsed_at = null, cancelled_at = null,
            auto_renew = case when v.kind = 'recurring' then m.auto_renew else v.auto_renew end,
            recurring_token = case when v.kind = 'recurring' then m.recurring_token when v.auto_renew then v.token end,
            method = case when v.kind = 'recurring' then m.method else v.method end,
            total_paid = m.total_paid + v.amount, updated_at = v.at
          from ${unnestRows('v', periods, {
            id: ['uuid', (e) => e.who.membershipId!],
            kind: ['text', (e) => e.kind],
            at: ['timestamptz', (e) => e.at.toISOString()],
            tier_id: ['uuid', (e) => e.tier.id],
            months: ['bigint', (e) => e.months],
            ends_at: ['timestamptz', (e) => e.ends.toISOString()],
            auto_renew: ['boolean', (e) => 'autoRenew' in e && e.autoRenew],
            token: ['text', (e) => `tok-${e.who.n}`],
            method: ['text', (e) => ('method' in e ? e.method : null)],
            amount: ['bigint', (e) => e.amount],
          })} where m.id = v.id`);
      }
      const upgrades = paid.filter((e) => e.kind === 'upgrade');
      if (upgrades.length) {
        await tx.execute(sql`update memberships m set tier_id = v.tier_id, total_paid = m.total_paid + v.amount
          from ${unnestRows('v', upgrades, { id: ['uuid', (e) => e.who.membershipId!], tier_id: ['uuid', (e) => e.tier.id], amount: ['bigint', (e) => e.amount] })}
          where m.id = v.id`);
      }
      const cancels = batch.filter((e) => e.kind === 'cancel');
      if (cancels.length) {
        await tx.execute(sql`update memberships m set cancelled_at = v.at, auto_renew = false
          from ${unnestRows('v', cancels, { id: ['uuid', (e) => e.who.membershipId!], at: ['timestamptz', (e) => e.at.toISOString()] })}
          where m.id = v.id`);
      }
      const lapses = batch.filter((e) => e.kind === 'lapse');
      if (lapses.length) {
        // as the memberships job marks them
        await tx.execute(sql`update memberships m set status = 'lapsed', lapsed_at = v.at
          from ${unnestRows('v', lapses, { id: ['uuid', (e) => e.who.membershipId!], at: ['timestamptz', (e) => e.at.toISOString()] })}
          where m.id = v.id`);
      }
      if (!paid.length) return;
      await tx.insert(membershipPayments).values(
        paid.map((e, i) => ({
          paymentId: rows[i]!.id,
          creatorUserId: creatorId,
          supporterUserId: e.who.supporterId,
          tierId: e.tier.id,
          months: 'months' in e ? e.months : 0,
          purpose: e.kind === 'join' || e.kind === 'rejoin' ? ('join' as const) : e.kind,
          membershipId: e.who.membershipId!,
        })),
      );
      const at = batch.at(-1)!.at;
      const settle = createInsightsSettlement({ repository, now: () => at });
      await settle(
        tx,
        paid.map((e, i) => ({
          payment: rows[i] as SettledPayment['payment'],
          info: {
            description: 'Membership',
            ...((e.kind === 'join' || e.kind === 'rejoin') && { newMember: { tierName: 'Tier' } }),
          },
          netAmount: e.amount,
          ledgerTransactionId: rows[i]!.id,
        })),
      );
    }

    let batch: Event[] = [];
    const flush = async () => {
      if (batch.length) await t.db.transaction((tx) => apply(tx, batch));
      batch = [];
    };
    for (const event of events) {
      const month = monthOf(event.at);
      if (
        batch.length &&
        (monthOf(batch[0]!.at) !== month || batch.some((e) => e.who === event.who) || batch.length >= 400)
      ) {
        await flush();
      }
      batch.push(event);
    }
    await flush();

    const response = await creator.browser.get(`/v1/user/insights?from=${from}&to=${current}`);
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json().data;
    const want = expected(tiers, events, { from, current }, MEMBERS);
    expect(shown.summary).toEqual(want.summary);
    expect(shown.months).toEqual(want.months);
    expect(
      shown.tiers.map(({ tier, ...rest }: { tier: { id: string } }) => ({ ...rest, tier: tier.id })),
    ).toEqual(want.tiers);
    expect(shown.cohorts).toEqual(want.cohorts);
    expect(shown.conversion).toEqual(want.conversion);
  });
});
