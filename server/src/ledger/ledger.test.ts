import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../test/builders.ts';
import { buildTestApp, useTestApp } from '../test/test-app.ts';
import { audit, balancesOf, createLedger, InsufficientFundsError, rowsOf } from './ledger.ts';
import {
  feeFor,
  paymentSettlement,
  payoutHoldPosting,
  payoutPaidPosting,
  payoutReturnPosting,
  payoutReversalPosting,
  referralRewardPosting,
} from './postings.ts';
import { rewardFor } from '../features/referrals/referrals.service.ts';
import { latestReleaseCutoff } from '../lib/manila.ts';
import { releasePendingBalances } from './release.ts';

const t = useTestApp();
const ledger = createLedger();
const { post } = ledger;

let n = 0;
const gift = (userId: string, gross: number, options: { pending?: boolean; feeBasisPoints?: number } = {}) =>
  paymentSettlement({
    payeeUserId: userId,
    gross,
    feeBasisPoints: options.feeBasisPoints ?? 0,
    pending: options.pending ?? false,
    type: 'donation',
    description: 'Gift',
    reference: `pay_${++n}`,
    idempotencyKey: `settle:test:${n}`,
  });

describe('the ledger', () => {
  it('credits a gift to the creator and keeps the books balanced', async () => {
    const user = await insertUser(t);
    await t.db.transaction((tx) => post(tx, gift(user.id, 10_000)));
    expect(await balancesOf(t.db, user.id)).toEqual({
      available: 10_000,
      pending: 0,
      payoutHold: 0,
      owed: 0,
    });
    expect(await audit(t.db)).toEqual([]);
  });

  it('posts once per idempotency key', async () => {
    const user = await insertUser(t);
    const posting = gift(user.id, 5_000);
    const first = await t.db.transaction((tx) => post(tx, posting));
    const second = await t.db.transaction((tx) => post(tx, posting));
    expect(first?.transactionNo).toMatch(/^PX[A-Z2-9]{10}$/);
    expect(second).toBeNull();
    expect((await balancesOf(t.db, user.id)).available).toBe(5_000);
  });

  it('refuses to take a user below zero, and writes nothing', async () => {
    const user = await insertUser(t);
    await t.db.transaction((tx) => post(tx, gift(user.id, 1_000)));
    const overdraw = t.db.transaction((tx) =>
      post(tx, {
        type: 'payout',
        description: 'Payout',
        entries: [
          { account: { userId: user.id, kind: 'available' }, amount: -1_001 },
          { account: { userId: user.id, kind: 'payout_hold' }, amount: 1_001 },
        ],
      }),
    );
    await expect(overdraw).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balancesOf(t.db, user.id)).toEqual({ available: 1_000, pending: 0, payoutHold: 0, owed: 0 });
  });

  it('refuses an unbalanced posting in code and in the database', async () => {
    const user = await insertUser(t);
    await expect(
      t.db.transaction((tx) =>
        post(tx, {
          type: 'others',
          description: 'Broken',
          entries: [
            { account: { userId: user.id, kind: 'available' }, amount: 100 },
            { account: { platform: 'provider_clearing' }, amount: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/must balance/);

    // straight SQL, past the code: the commit-time trigger still refuses it
    await t.db.transaction((tx) => post(tx, gift(user.id, 700)));
    const [account] = rowsOf<{ id: string }>(
      await t.db.execute(
        sql`select id from ledger_accounts where user_id = ${user.id} and kind = 'available'`,
      ),
    );
    const raw = t.db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(
          sql`insert into ledger_transactions (transaction_no, type, description) values ('PXRAW0000001', 'others', 'raw') returning id`,
        ),
      );
      await tx.execute(
        sql`insert into ledger_entries (transaction_id, account_id, amount) values (${row!.id}, ${account!.id}, 500)`,
      );
    });
    await expect(raw).rejects.toThrow();
    expect((await balancesOf(t.db, user.id)).available).toBe(700);
  });

  it('never lets a posted entry or transaction change or disappear', async () => {
    const user = await insertUser(t);
    await t.db.transaction((tx) => post(tx, gift(user.id, 300)));
    await expect(t.db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(t.db.execute(sql`update ledger_transactions set description = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    expect(await audit(t.db)).toEqual([]);
  });

  it('takes the platform fee as its own entry, rounded half up', async () => {
    expect(feeFor(10_000, 500)).toBe(500);
    expect(feeFor(1_010, 250)).toBe(25); // 25.25 -> 25
    expect(feeFor(1_030, 250)).toBe(26); // 25.75 -> 26
    const user = await insertUser(t);
    await t.db.transaction((tx) => post(tx, gift(user.id, 10_000, { feeBasisPoints: 500 })));
    expect((await balancesOf(t.db, user.id)).available).toBe(9_500);
  });

  it('pays a referral reward out of the fee of the payment it shares, once, as its own transaction type', async () => {
    const creator = await insertUser(t);
    const referrer = await insertUser(t);
    const settlement = gift(creator.id, 10_000, { feeBasisPoints: 500 });
    const paymentId = settlement.idempotencyKey!.slice('settle:'.length);
    const reward = referralRewardPosting({
      paymentId,
      referrerUserId: referrer.id,
      amount: rewardFor(500, 2_000),
      pending: false,
      description: 'Referral reward',
    });
    await t.db.transaction((tx) => ledger.postMany(tx, [settlement, reward]));
    expect(await t.db.transaction((tx) => post(tx, reward))).toBeNull();
    const rows = rowsOf(
      await t.db.execute(
        sql`select type from ledger_transactions where idempotency_key = ${`referral:${paymentId}`}`,
      ),
    );
    expect(rows).toEqual([{ type: 'referral_reward' }]);
    // the creator receives the same whether referred or not; the reward comes out of the platform's fee
    expect((await balancesOf(t.db, creator.id)).available).toBe(9_500);
    expect((await balancesOf(t.db, referrer.id)).available).toBe(100);
    expect(await audit(t.db)).toEqual([]);
  });

  it('reports a referral reward larger than its payment fee, or with no payment behind it', async () => {
    // the ledger never forgets a posting: this one gets books of its own
    const own = await buildTestApp();
    try {
      const creator = await insertUser(own);
      const referrer = await insertUser(own);
      const settlement = gift(creator.id, 10_000, { feeBasisPoints: 100 });
      const paymentId = settlement.idempotencyKey!.slice('settle:'.length);
      const reward = (id: string, amount: number) =>
        referralRewardPosting({
          paymentId: id,
          referrerUserId: referrer.id,
          amount,
          pending: false,
          description: 'x',
        });
      // a writer of its own too: the file's writer remembers the other database's accounts
      await own.db.transaction((tx) =>
        createLedger().postMany(tx, [settlement, reward(paymentId, 101), reward('no-such-payment', 5)]),
      );
      const problems = await audit(own.db);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(
        /^referral reward .* pays (101 out of a payment fee of 100|5 out of a payment fee of 0)$/,
      );
    } finally {
      await own.close();
    }
  });
});

describe('the release of mobile-app earnings on the 15th (Asia/Manila)', () => {
  it.each([
    // [now in UTC, expected cutoff in UTC, month]
    ['2026-11-14T15:59:59Z', '2026-10-14T16:00:00.000Z', '2026-10'], // 14 Nov 23:59:59 in Manila
    ['2026-11-14T16:00:00Z', '2026-11-14T16:00:00.000Z', '2026-11'], // 15 Nov 00:00 in Manila
    ['2026-11-30T23:00:00Z', '2026-11-14T16:00:00.000Z', '2026-11'],
    ['2027-01-10T00:00:00Z', '2026-12-14T16:00:00.000Z', '2026-12'], // across the year end
    ['2027-01-14T16:00:00Z', '2027-01-14T16:00:00.000Z', '2027-01'],
    ['2028-03-01T00:00:00Z', '2028-02-14T16:00:00.000Z', '2028-02'], // a leap year's February
  ])('at %s the latest release is %s', (now, cutoff, month) => {
    expect(latestReleaseCutoff(new Date(now))).toEqual({ cutoff: new Date(cutoff), month });
  });

  it('moves pending money received before the 15th to available, once, and leaves later money pending', async () => {
    const user = await insertUser(t);
    await t.db.transaction((tx) => post(tx, gift(user.id, 4_000, { pending: true })));
    expect(await balancesOf(t.db, user.id)).toMatchObject({ available: 0, pending: 4_000 });

    // a release whose cutoff is before the payment: nothing moves
    await releasePendingBalances(t.db, ledger, new Date(Date.now() - 40 * 86_400_000));
    expect(await balancesOf(t.db, user.id)).toMatchObject({ available: 0, pending: 4_000 });

    // the first 15th after the payment
    const payment = new Date();
    const next15th = new Date(latestReleaseCutoff(new Date(payment.getTime() + 32 * 86_400_000)).cutoff);
    const after = new Date(next15th.getTime() + 60_000);
    await releasePendingBalances(t.db, ledger, after);
    await releasePendingBalances(t.db, ledger, after);
    expect(await balancesOf(t.db, user.id)).toMatchObject({ available: 4_000, pending: 0 });
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('the ledger under random use (property)', () => {
  const users: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) users.push((await insertUser(t)).id);
  });

  const operation = fc.oneof(
    fc.record({
      kind: fc.constant('web' as const),
      user: fc.nat(2),
      gross: fc.integer({ min: 1, max: 5_000_000 }),
      fee: fc.integer({ min: 0, max: 3_000 }),
    }),
    fc.record({
      kind: fc.constant('mobile' as const),
      user: fc.nat(2),
      gross: fc.integer({ min: 1, max: 5_000_000 }),
      fee: fc.integer({ min: 0, max: 3_000 }),
    }),
    fc.record({
      // a payment to a referred creator (the next user along) that shares its fee with this one
      kind: fc.constant('referral' as const),
      user: fc.nat(2),
      gross: fc.integer({ min: 1, max: 5_000_000 }),
      fee: fc.integer({ min: 0, max: 3_000 }),
    }),
    fc.record({
      kind: fc.constant('release' as const),
      user: fc.nat(2),
      gross: fc.constant(0),
      fee: fc.constant(0),
    }),
    fc.record({
      kind: fc.constant('replay' as const),
      user: fc.nat(2),
      gross: fc.integer({ min: 1, max: 1_000 }),
      fee: fc.constant(0),
    }),
  );

  it('keeps every posting balanced and every balance equal to the model and to the sum of its entries', async () => {
    let releaseClock = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const before = new Map<string, { available: number; pending: number }>();
        for (const id of users) {
          const balance = await balancesOf(t.db, id);
          before.set(id, { available: balance.available, pending: balance.pending });
        }
        const model = new Map([...before].map(([id, b]) => [id, { ...b }]));
        for (const op of operations) {
          const userId = users[op.user]!;
          const expected = model.get(userId)!;
          if (op.kind === 'web' || op.kind === 'mobile') {
            const pending = op.kind === 'mobile';
            await t.db.transaction((tx) =>
              post(tx, gift(userId, op.gross, { pending, feeBasisPoints: op.fee })),
            );
            const net = op.gross - feeFor(op.gross, op.fee);
            if (pending) expected.pending += net;
            else expected.available += net;
          } else if (op.kind === 'referral') {
            const creatorId = users[(op.user + 1) % users.length]!;
            const settlement = gift(creatorId, op.gross, { feeBasisPoints: op.fee });
            const reward = rewardFor(feeFor(op.gross, op.fee), 2_000);
            await t.db.transaction((tx) =>
              ledger.postMany(tx, [
                settlement,
                ...(reward > 0
                  ? [
                      referralRewardPosting({
                        paymentId: settlement.idempotencyKey!.slice('settle:'.length),
                        referrerUserId: userId,
                        amount: reward,
                        pending: false,
                        description: 'Referral',
                      }),
                    ]
                  : []),
              ]),
            );
            model.get(creatorId)!.available += op.gross - feeFor(op.gross, op.fee);
            expected.available += reward;
          } else if (op.kind === 'replay') {
            // a settlement delivered twice posts once
            const posting = gift(userId, op.gross);
            await t.db.transaction((tx) => post(tx, posting));
            await t.db.transaction((tx) => post(tx, posting));
            expected.available += op.gross;
          } else {
            // each release runs a month later than the one before, after every payment so far
            releaseClock += 32 * 86_400_000;
            await releasePendingBalances(t.db, ledger, new Date(releaseClock));
            for (const balance of model.values()) {
              balance.available += balance.pending;
              balance.pending = 0;
            }
          }
        }
        for (const id of users) {
          const actual = await balancesOf(t.db, id);
          expect({ available: actual.available, pending: actual.pending }).toEqual(model.get(id));
        }
        expect(await audit(t.db)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});

describe('payouts in the ledger under random use (property)', () => {
  const users: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) users.push((await insertUser(t)).id);
  });

  const operation = fc.oneof(
    fc.record({
      kind: fc.constant('gift' as const),
      user: fc.nat(1),
      amount: fc.integer({ min: 1, max: 2_000_000 }),
      fee: fc.constant(0),
      outcome: fc.constant('paid' as const),
    }),
    fc.record({
      kind: fc.constant('payout' as const),
      user: fc.nat(1),
      amount: fc.integer({ min: 1, max: 1_500_000 }),
      // standard payouts carry the 15.00 fee, direct ones none
      fee: fc.constantFrom(0, 1_500),
      // what the provider says; each settlement is posted twice, as a repeated report would
      outcome: fc.constantFrom('paid', 'failed', 'reversed', 'pending'),
    }),
  );

  it('keeps every posting balanced, no balance below zero, and the hold at zero once all settle', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const model = new Map<string, { available: number; hold: number }>();
        for (const id of users) {
          const balance = await balancesOf(t.db, id);
          model.set(id, { available: balance.available, hold: balance.payoutHold });
        }
        const unsettled: Parameters<typeof payoutPaidPosting>[0][] = [];
        const postTwice = async (posting: ReturnType<typeof payoutPaidPosting>) => {
          await t.db.transaction((tx) => post(tx, posting));
          await t.db.transaction((tx) => post(tx, posting));
        };
        for (const op of operations) {
          const userId = users[op.user]!;
          const expected = model.get(userId)!;
          if (op.kind === 'gift') {
            await t.db.transaction((tx) => post(tx, gift(userId, op.amount)));
            expected.available += op.amount;
            continue;
          }
          const input = {
            payoutId: `p${++n}`,
            userId,
            amount: op.amount,
            fee: op.fee,
            reference: `W-${n}`,
            description: 'Payout',
          };
          const total = op.amount + op.fee;
          const hold = t.db.transaction((tx) => post(tx, payoutHoldPosting(input)));
          if (total > expected.available) {
            await expect(hold).rejects.toBeInstanceOf(InsufficientFundsError);
            continue;
          }
          await hold;
          expected.available -= total;
          expected.hold += total;
          if (op.outcome === 'pending') {
            unsettled.push(input);
            continue;
          }
          if (op.outcome === 'failed') {
            await postTwice(payoutReturnPosting(input));
            expected.available += total;
          } else {
            await postTwice(payoutPaidPosting(input));
            if (op.outcome === 'reversed') {
              await postTwice(payoutReversalPosting(input));
              expected.available += total;
            }
          }
          expected.hold -= total;
        }
        for (const id of users) {
          const actual = await balancesOf(t.db, id);
          expect({ available: actual.available, hold: actual.payoutHold }).toEqual(model.get(id));
          expect(actual.available).toBeGreaterThanOrEqual(0);
        }
        // the provider answers the rest: half paid, half failed
        for (const [i, input] of unsettled.entries()) {
          const expected = model.get(input.userId)!;
          if (i % 2) {
            await postTwice(payoutPaidPosting(input));
          } else {
            await postTwice(payoutReturnPosting(input));
            expected.available += input.amount + input.fee;
          }
          expected.hold -= input.amount + input.fee;
        }
        for (const id of users) {
          const actual = await balancesOf(t.db, id);
          expect(actual.payoutHold).toBe(0);
          expect(actual.available).toBe(model.get(id)!.available);
        }
        expect(await audit(t.db)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
