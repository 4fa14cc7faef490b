import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatPesos, taxMessages as messages } from '@pixel/contract';
import { balancesOf, createLedger, type Posting, rowsOf } from '../../ledger/ledger.ts';
import {
  paymentSettlement,
  payoutHoldPosting,
  payoutPaidPosting,
  payoutReturnPosting,
  payoutReversalPosting,
  refundTakePosting,
} from '../../ledger/postings.ts';
import { manilaDate } from '../../lib/manila.ts';
import { client, member, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTaxRepository } from './tax.repository.ts';
import { createTaxService } from './tax.service.ts';

const t = useTestApp();
const ledger = createLedger();
const thisYear = Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4));

const post = (posting: Posting) => t.db.transaction((tx) => ledger.post(tx, posting));

/**
 * A posting written as the ledger writes it, but at a time of the test's choosing (the ledger stamps
 * its entries with the database's clock): the accounts it names are opened first, and its entries go in
 * one statement, so the ledger's triggers check the balance and move the cached balances.
 */
async function postAt(at: Date, posting: Posting) {
  const accounts = posting.entries.map(({ account }) =>
    'platform' in account ? { userId: null, kind: account.platform } : account,
  );
  for (const account of accounts) {
    await t.db
      .execute(sql`insert into ledger_accounts (user_id, kind) values (${account.userId}, ${account.kind})
      on conflict do nothing`);
  }
  const values = sql.join(
    posting.entries.map(
      ({ amount }, i) => sql`(${accounts[i]!.userId}::uuid, ${accounts[i]!.kind}, ${amount}::bigint)`,
    ),
    sql`, `,
  );
  await t.db.execute(sql`
    with tr as (
      insert into ledger_transactions (transaction_no, type, description, reference, created_at)
      values (${`PXT${randomUUID().slice(0, 10)}`}, ${posting.type}, ${posting.description},
              ${posting.reference ?? null}, ${at.toISOString()}::timestamptz)
      returning id
    )
    insert into ledger_entries (transaction_id, account_id, amount, created_at)
    select tr.id, a.id, v.amount, ${at.toISOString()}::timestamptz
    from tr, (values ${values}) v(user_id, kind, amount)
    join ledger_accounts a on a.user_id is not distinct from v.user_id and a.kind = v.kind`);
}

const gift = (
  userId: string,
  gross: number,
  feeBasisPoints = 500,
  type: 'donation' | 'payment' = 'donation',
) => {
  const reference = `G-${randomUUID().slice(0, 8)}`;
  return paymentSettlement({
    payeeUserId: userId,
    gross,
    feeBasisPoints,
    pending: false,
    type,
    description: 'Gift',
    reference,
    idempotencyKey: `test:${reference}`,
  });
};

const payout = (userId: string, amount: number, fee = 1_500) => ({
  payoutId: randomUUID(),
  userId,
  amount,
  fee,
  reference: `P-${randomUUID().slice(0, 8)}`,
  description: 'Payout',
});

/** An RFC 4180 reader of the certificate's rows, by section and line. */
function csvRows(text: string) {
  const rows = new Map<string, { transactions: string; amount: string }>();
  for (const record of text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)) {
    const fields = record
      .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
      .map((field) => field.replace(/,$/, '').replace(/^"|"$/g, '').replaceAll('""', '"'));
    rows.set(`${fields[0]}|${fields[1]}`, { transactions: fields[2]!, amount: fields[3]! });
  }
  return rows;
}
const cents = (value: string) => Math.round(Number(value) * 100);

/** What the ledger says of the user's transactions between two instants, summed straight from entries. */
async function ledgerSums(userId: string, from: Date, to: Date) {
  const [row] = rowsOf<Record<string, string>>(
    await t.db.execute(sql`
      select
        coalesce(sum(e.amount) filter (where a.user_id = ${userId}), 0)::text as net,
        coalesce(sum(e.amount) filter (where a.kind = 'provider_clearing' and t.type in ('payout', 'payout_reversal')), 0)::text as paid_out,
        coalesce(sum(e.amount) filter (where a.kind = 'withholding_tax'), 0)::text as withheld,
        coalesce(sum(e.amount) filter (where a.kind = 'payout_fees'), 0)::text as payout_fees,
        coalesce(sum(e.amount) filter (where a.kind = 'platform_fees'), 0)::text as platform_fees,
        coalesce(sum(-e.amount) filter (where a.kind = 'provider_clearing' and t.type in ('donation', 'payment')), 0)::text as collected
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
      where e.transaction_id in (
        select m.transaction_id from ledger_entries m join ledger_accounts ma on ma.id = m.account_id
        where ma.user_id = ${userId})
        and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz`),
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}

async function certificate(who: Member, year: number, format: 'csv' | 'pdf' = 'csv') {
  const response = await who.browser.get(`/v1/user/statements/tax-certificate?year=${year}&format=${format}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('the yearly earnings certificate', () => {
  it('totals what the ledger holds for the creator and the year: gifts, a refund, payouts, the year before apart', async () => {
    const creator = await member(t, { pageName: 'Ana Reyes' });
    const userId = creator.user.id;
    const startOfYear = manilaDate(thisYear, 0);
    // the year before: a gift and a payout, the last a second before midnight in Manila on 31 December
    await postAt(new Date(startOfYear.getTime() - 86_400_000), gift(userId, 300_000));
    const before = payout(userId, 100_000);
    await postAt(new Date(startOfYear.getTime() - 60_000), payoutHoldPosting(before));
    await postAt(new Date(startOfYear.getTime() - 1_000), payoutPaidPosting(before));

    // this year: gifts, a purchase, a refund of part of a gift, a paid payout, one that failed, one the bank
    // sent back, and one with tax withheld
    const refunded = gift(userId, 50_000);
    await post(gift(userId, 1_000_000));
    await post(refunded);
    await post(gift(userId, 20_000, 1_000, 'payment'));
    await post(
      refundTakePosting({
        refundId: randomUUID(),
        payeeUserId: userId,
        available: 47_500,
        pending: 0,
        owed: 0,
        fee: 2_500,
        description: 'Refund of a gift',
        reference: refunded.reference!,
      }),
    );
    const paid = payout(userId, 200_000);
    await post(payoutHoldPosting(paid));
    await post(payoutPaidPosting(paid));
    const failed = payout(userId, 50_000);
    await post(payoutHoldPosting(failed));
    await post(payoutReturnPosting(failed));
    const reversed = payout(userId, 30_000, 0);
    await post(payoutHoldPosting(reversed));
    await post(payoutPaidPosting(reversed));
    await post(payoutReversalPosting(reversed));
    const withheld = { ...payout(userId, 100_000), withholding: 500 };
    await post(payoutHoldPosting(withheld));
    await post(payoutPaidPosting(withheld));

    const rows = csvRows((await certificate(creator, thisYear)).body);
    const amount = (key: string) => cents(rows.get(key)!.amount);
    const sums = await ledgerSums(userId, startOfYear, manilaDate(thisYear + 1, 0));

    // earnings by kind: gross, PIXEL's fee, net
    expect(amount('Earnings|Gifts: gross')).toBe(1_050_000);
    expect(rows.get('Earnings|Gifts: gross')!.transactions).toBe('2');
    expect(amount('Earnings|Gifts: PIXEL fees')).toBe(52_500);
    expect(amount('Earnings|Paid posts and memberships: gross')).toBe(20_000);
    expect(amount('Earnings|Refunds: gross')).toBe(-50_000);
    expect(amount('Earnings|Refunds: PIXEL fees')).toBe(-2_500);
    expect(amount('Earnings|Total earnings: gross')).toBe(sums.collected! - 50_000);
    expect(amount('Earnings|Total earnings: PIXEL fees')).toBe(sums.platform_fees);
    expect(amount('Earnings|Total earnings: PIXEL fees')).toBe(52_500 + 2_000 - 2_500);
    // payouts: what left, with what was withheld, and what was charged for them
    expect(amount('Payouts|Gross remittances (payouts, withholding included)')).toBe(
      sums.paid_out! + sums.withheld!,
    );
    expect(amount('Payouts|Gross remittances (payouts, withholding included)')).toBe(300_000);
    expect(amount('Payouts|Tax withheld (BIR RR 16-2023)')).toBe(500);
    expect(amount('Payouts|Received in your account')).toBe(299_500);
    expect(amount('Payouts|Payout fees')).toBe(sums.payout_fees);
    // the balances tie it together, and the closing one is the ledger's own
    const opening = [...rows.entries()].find(([key]) => key.startsWith('Balance|Opening'))![1];
    const closing = [...rows.entries()].find(([key]) => key.startsWith('Balance|Closing'))![1];
    expect(cents(opening.amount)).toBe(300_000 - 15_000 - 100_000 - 1_500);
    expect(
      cents(opening.amount) +
        amount('Earnings|Total earnings: net') -
        amount('Payouts|Gross remittances (payouts, withholding included)') -
        amount('Payouts|Payout fees'),
    ).toBe(cents(closing.amount));
    expect(cents(closing.amount) - cents(opening.amount)).toBe(sums.net);
    const balances = await balancesOf(t.db, userId);
    expect(cents(closing.amount)).toBe(
      balances.available + balances.pending + balances.payoutHold + balances.owed,
    );

    // the year before has its own, and its closing balance is this year's opening one
    const last = csvRows((await certificate(creator, thisYear - 1)).body);
    expect(cents(last.get('Earnings|Gifts: gross')!.amount)).toBe(300_000);
    expect(cents(last.get('Payouts|Gross remittances (payouts, withholding included)')!.amount)).toBe(
      100_000,
    );
    expect(cents([...last.entries()].find(([key]) => key.startsWith('Balance|Closing'))![1].amount)).toBe(
      cents(opening.amount),
    );

    // the PDF says the same, in pesos
    const pdf = await certificate(creator, thisYear, 'pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="pixel-earnings-certificate-${thisYear}.pdf"`,
    );
    const { items } = await extractTextItems(new Uint8Array(pdf.rawPayload));
    const text = items.flat().map((item) => item.str);
    expect(text).toContain('PIXEL yearly earnings certificate');
    expect(text).toContain('Creator: Ana Reyes');
    for (const figure of [1_050_000, 300_000, 500, 299_500, cents(closing.amount)]) {
      expect(text).toContain(formatPesos(figure));
    }
  });

  it('is the signed-in creator’s own, for a year that has begun', async () => {
    const creator = await member(t);
    expect((await client(t).get(`/v1/user/statements/tax-certificate?year=${thisYear}`)).statusCode).toBe(
      401,
    );
    const asked = (query: string) => creator.browser.get(`/v1/user/statements/tax-certificate${query}`);
    for (const [query, message] of [
      ['', messages.yearInvalid],
      ['?year=twenty', messages.yearInvalid],
      ['?year=20255', messages.yearInvalid],
      ['?year=2019', messages.yearTooEarly],
      [`?year=${thisYear + 1}`, messages.yearInFuture],
    ] as const) {
      const refused = await asked(query);
      expect(refused.statusCode, query).toBe(422);
      expect(refused.json().errors.year, query).toEqual([message]);
    }
    expect((await asked(`?year=${thisYear}&format=xls`)).statusCode).toBe(422);
    // a year with nothing in it is all zeros; PDF by default
    const empty = await asked(`?year=${thisYear}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toBe('application/pdf');
  });
});

describe('withholding (RR 16-2023)', () => {
  const service = () =>
    createTaxService({
      db: t.db,
      repository: createTaxRepository(t.db),
      // what a withholding asks of none of these
      storage: {} as never,
      keys: {} as never,
      removeFiles: async () => undefined,
      now: () => new Date(),
      audit: { record: async () => undefined },
    });

  it('starts on the payout that takes the year past ₱500,000, counting payouts on their way out', async () => {
    const creator: Member = await member(t);
    const userId = creator.user.id;
    const { withholdingFor } = service();
    const now = new Date();
    await post(gift(userId, 200_000_000, 0));
    // ₱100,000 paid last year does not count
    await postAt(new Date(manilaDate(thisYear, 0).getTime() - 1_000), {
      type: 'payout',
      description: 'Payout',
      entries: [
        { account: { userId, kind: 'available' }, amount: -10_000_000 },
        { account: { platform: 'provider_clearing' }, amount: 10_000_000 },
      ],
    });
    expect(await withholdingFor(t.db, userId, 50_000_000, now)).toBe(0);
    expect(await withholdingFor(t.db, userId, 50_000_001, now)).toBe(250_000);

    // ₱300,000 paid this year, ₱150,000 waiting in the hold (its ₱15 fee with it)
    const paid = payout(userId, 30_000_000);
    await post(payoutHoldPosting(paid));
    await post(payoutPaidPosting(paid));
    await post(payoutHoldPosting(payout(userId, 15_000_000)));
    // ₱300,000 + ₱150,015 + ₱49,985 = ₱500,000 exactly: nothing; a centavo more: the whole payout
    expect(await withholdingFor(t.db, userId, 4_998_500, now)).toBe(0);
    expect(await withholdingFor(t.db, userId, 4_998_501, now)).toBe(24_993);

    const details = (await creator.browser.get('/v1/user/tax')).json().data;
    expect(details).toMatchObject({
      gross_remittances: '300000.00',
      withholding_applies: false,
      withholding_due: '0.00',
      withheld: '0.00',
    });
    // past it, the screen says so, and what the rule withholds on the payout that passed it
    const over = payout(userId, 25_000_000);
    await post(payoutHoldPosting(over));
    await post(payoutPaidPosting(over));
    expect((await creator.browser.get('/v1/user/tax')).json().data).toMatchObject({
      gross_remittances: '550000.00',
      withholding_applies: true,
      withholding_due: '1250.00',
      withheld: '0.00',
    });
  });
});
