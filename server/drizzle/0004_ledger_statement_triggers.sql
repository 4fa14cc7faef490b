-- The ledger's balance rule and cached balances, checked once per INSERT statement instead of once per
-- entry: a posting writes all its entries in one statement, so this is as strict (every transaction
-- touched must sum to zero with at least two entries when the statement ends) at a fraction of the cost.

DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION ledger_check_balanced();
--> statement-breakpoint
DROP TRIGGER ledger_entries_apply ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION ledger_apply_entry();
--> statement-breakpoint
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  broken record;
BEGIN
  SELECT e.transaction_id, sum(e.amount) AS total, count(*) AS lines INTO broken
    FROM ledger_entries e
    WHERE e.transaction_id IN (SELECT DISTINCT transaction_id FROM new_entries)
    GROUP BY e.transaction_id
    HAVING sum(e.amount) <> 0 OR count(*) < 2
    LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %, % entries)',
      broken.transaction_id, broken.total, broken.lines USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_apply_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a SET balance = a.balance + d.delta
    FROM (SELECT account_id, sum(amount) AS delta FROM new_entries GROUP BY account_id) d
    WHERE a.id = d.account_id AND a.user_id IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_entries();
