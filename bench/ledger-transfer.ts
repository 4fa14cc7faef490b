/**
 * The ledger-only baseline of `gift-webhooks.bench.ts`: a transfer as pgledger (github.com/pgr0ss/pgledger)
 * writes one, in tables of its own beside the hand-written baseline's: both accounts locked in id order,
 * each balance moved with its version, the transfer recorded, and an entry per account with the balance
 * before and after it. Five rows (two updates, three inserts) in one function call, one transaction a
 * transfer: the least a double-entry ledger writes for a payment.
 */
import type pg from 'pg';

const schema = `
create table bench_ledger_accounts (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  currency text not null default 'PHP',
  balance bigint not null default 0,
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table bench_ledger_transfers (
  id uuid primary key default gen_random_uuid(),
  from_account_id uuid not null references bench_ledger_accounts (id),
  to_account_id uuid not null references bench_ledger_accounts (id),
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now(),
  check (from_account_id <> to_account_id)
);
create index on bench_ledger_transfers (from_account_id);
create index on bench_ledger_transfers (to_account_id);
create table bench_ledger_entries (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references bench_ledger_accounts (id),
  transfer_id uuid not null references bench_ledger_transfers (id),
  amount bigint not null,
  balance_before bigint not null,
  balance_after bigint not null,
  account_version bigint not null,
  created_at timestamptz not null default now()
);
create index on bench_ledger_entries (account_id);
create index on bench_ledger_entries (transfer_id);

create function bench_ledger_transfer(source uuid, target uuid, moved bigint) returns uuid as $$
declare
  debited bench_ledger_accounts;
  credited bench_ledger_accounts;
  transfer uuid;
begin
  perform 1 from bench_ledger_accounts where id in (source, target) order by id for update;
  update bench_ledger_accounts set balance = balance - moved, version = version + 1, updated_at = now()
    where id = source returning * into debited;
  update bench_ledger_accounts set balance = balance + moved, version = version + 1, updated_at = now()
    where id = target returning * into credited;
  if debited.currency <> credited.currency then
    raise exception 'a transfer between currencies';
  end if;
  insert into bench_ledger_transfers (from_account_id, to_account_id, amount)
    values (source, target, moved) returning id into transfer;
  insert into bench_ledger_entries (account_id, transfer_id, amount, balance_before, balance_after, account_version)
    values (source, transfer, -moved, debited.balance + moved, debited.balance, debited.version),
           (target, transfer, moved, credited.balance - moved, credited.balance, credited.version);
  return transfer;
end
$$ language plpgsql;`;

/**
 * The tables and the function, and the accounts: the provider's clearing account every payment comes out of
 * (as a settlement's posting does) and one per creator. Returns the clearing account and each creator's.
 */
export async function openLedger(pool: pg.Pool, creatorIds: string[]) {
  await pool.query(schema);
  const { rows } = await pool.query<{ id: string; name: string }>(
    `insert into bench_ledger_accounts (name)
     select 'clearing' union all select unnest($1::text[])
     returning id, name`,
    [creatorIds],
  );
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return { clearing: byName.get('clearing')!, creators: byName };
}

/** One transfer, its own transaction. */
export async function transfer(pool: pg.Pool, from: string, to: string, amount: number) {
  await pool.query({
    name: 'bench-ledger-transfer',
    text: 'select bench_ledger_transfer($1, $2, $3)',
    values: [from, to, amount],
  });
}

/** The accounts' balances sum to nothing and each equals its entries: the run stops otherwise. */
export async function auditLedger(pool: pg.Pool) {
  const { rows } = await pool.query<{ total: string; drifted: number; transfers: number }>(
    `select (select coalesce(sum(balance), 0) from bench_ledger_accounts) as total,
            (select count(*)::int from bench_ledger_accounts a
              where a.balance <> coalesce((select sum(amount) from bench_ledger_entries e where e.account_id = a.id), 0)) as drifted,
            (select count(*)::int from bench_ledger_transfers) as transfers`,
  );
  return { balanced: Number(rows[0]!.total) === 0 && rows[0]!.drifted === 0, transfers: rows[0]!.transfers };
}
