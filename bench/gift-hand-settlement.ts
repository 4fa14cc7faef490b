/**
 * The hand-written baseline of `gift-webhooks.bench.ts`: a paid gift settled the plain way, one gift a
 * database transaction, each step one statement through the `pg` driver, on the same schema (its
 * triggers included: they check that a posting balances and move the balances and the creator's counts,
 * as they do for the server), each statement prepared once a connection. No batching of gifts, no HTTP,
 * no signature to check.
 */
import type pg from 'pg';
import { feeFor } from '../server/src/ledger/postings.ts';
import { readableCode } from '../server/src/lib/tokens.ts';

export interface PaidEvent {
  eventId: string;
  checkoutId: string;
  amount: number;
  paidAt: string;
  /** The event as the provider sent it, stored as it is. */
  body: string;
}

/**
 * Opens the ledger accounts the settlements post to: the platform's, and each creator's available and
 * pending ones (the server opens them at a creator's first settlement).
 */
export async function openAccounts(pool: pg.Pool, creatorIds: string[]) {
  await pool.query(
    `insert into ledger_accounts (user_id, kind)
     select null, kind from unnest(array['provider_clearing', 'platform_fees']) as kind
     union all
     select id, kind from unnest($1::uuid[]) as id, unnest(array['available', 'pending']) as kind`,
    [creatorIds],
  );
}

/** Settles the payment a paid event is for, once; false when the event was received before. */
export async function settleByHand(pool: pg.Pool, event: PaidEvent, feeBasisPoints: number) {
  const client = await pool.connect();
  // each statement is prepared once a connection and run by name after that
  const run = <R extends pg.QueryResultRow = pg.QueryResultRow>(
    name: string,
    text: string,
    values: unknown[],
  ) => client.query<R>({ name, text, values });
  try {
    await client.query('begin');
    // the event, stored once: a repeated delivery changes nothing
    const fresh = await run(
      'store-event',
      `insert into webhook_events (provider, event_id, type, payload) values ('sandbox', $1, 'checkout.paid', $2)
       on conflict (provider, event_id) do nothing`,
      [event.eventId, event.body],
    );
    if (fresh.rowCount === 0) {
      await client.query('commit');
      return false;
    }
    // the payment, locked: a second settlement of it waits here, then finds it paid
    const { rows: payments } = await run<{
      id: string;
      reference: string;
      payee_user_id: string;
      amount: string;
      status: string;
      held: boolean;
    }>(
      'lock-payment',
      `select id, reference, payee_user_id, amount, status, held from payments
       where provider = 'sandbox' and provider_checkout_id = $1 and currency = 'PHP' for update`,
      [event.checkoutId],
    );
    const payment = payments[0];
    if (!payment || payment.status !== 'pending' || Number(payment.amount) !== event.amount) {
      throw new Error(`checkout ${event.checkoutId}: no pending payment of ${event.amount}`);
    }
    const gross = event.amount;
    const fee = feeFor(gross, feeBasisPoints);
    const net = gross - fee;
    const balance = payment.held ? 'pending' : 'available';

    // the gift shows on the page (a trigger moves the creator's count of gifts)
    const { rows: gifts } = await run<{
      id: string;
      supporter_user_id: string | null;
      supporter_name: string | null;
      supporter_message: string | null;
      is_anonymous: boolean;
    }>(
      'settle-gift',
      `update gifts set settled_at = now() where payment_id = $1
       returning id, supporter_user_id, supporter_name, supporter_message, is_anonymous`,
      [payment.id],
    );
    const gift = gifts[0]!;
    // Supporters: a visitor's gift counts one, a signed-in supporter once per creator
    await run(
      'count-supporter',
      `update users set donation_count = donation_count + 1
       where id = $1 and ($2::uuid is null or not exists (
         select 1 from gifts where creator_user_id = $1 and supporter_user_id = $2
                               and settled_at is not null and id <> $3))`,
      [payment.payee_user_id, gift.supporter_user_id, gift.id],
    );

    // the posting: out of provider clearing, the net to the creator, the fee to the platform
    const from = gift.is_anonymous ? 'Anonymous' : (gift.supporter_name ?? 'A supporter');
    const description = `Gift from ${from}`;
    const transactionNo = `PX${readableCode(10)}`;
    const { rows: posted } = await run<{ id: string }>(
      'post-transaction',
      `insert into ledger_transactions (transaction_no, type, description, reference, idempotency_key)
       values ($1, 'donation', $2, $3, $4) returning id`,
      [transactionNo, description, payment.reference, `settle:${payment.id}`],
    );
    const transactionId = posted[0]!.id;
    // one statement: the schema checks when it ends that the posting balances, and moves the balance
    const params: unknown[] = [transactionId];
    const entry = (account: string, amount: number) => {
      params.push(amount);
      return `($1, ${account}, $${params.length}::bigint)`;
    };
    const platform = (kind: string) =>
      `(select id from ledger_accounts where user_id is null and kind = '${kind}' and currency = 'PHP')`;
    const entries = [entry(platform('provider_clearing'), -gross)];
    if (net > 0) {
      params.push(payment.payee_user_id, balance);
      const creator = `(select id from ledger_accounts where user_id = $${params.length - 1} and kind = $${params.length} and currency = 'PHP')`;
      entries.push(entry(creator, net));
    }
    if (fee > 0) entries.push(entry(platform('platform_fees'), fee));
    await run(
      `post-entries-${net > 0}-${fee > 0}`,
      `insert into ledger_entries (transaction_id, account_id, amount) values ${entries.join(', ')}`,
      params,
    );

    // the payment paid, and its line on the creator's statement
    await run(
      'mark-paid',
      `update payments set status = 'paid', paid_at = $2, ledger_transaction_id = $3 where id = $1`,
      [payment.id, event.paidAt, transactionId],
    );
    await run(
      'statement-line',
      `insert into statement_lines (user_id, transaction_no, type, status, description, reference, total_amount,
                                    gross_amount, fee_amount, balance, counterparty_name, message, gift_id)
       values ($1, $2, 'donation', 'completed', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        payment.payee_user_id,
        transactionNo,
        description,
        payment.reference,
        net,
        gross,
        fee,
        balance,
        from,
        gift.supporter_message,
        gift.id,
      ],
    );
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
