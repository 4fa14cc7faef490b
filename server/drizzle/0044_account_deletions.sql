CREATE TABLE "account_deletions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_sent_somewhere";--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("erase_at") WHERE "account_deletions"."erased_at" is null;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_sent_somewhere" CHECK ("otp_challenges"."mobile_number" is not null or "otp_challenges"."email" is not null or "otp_challenges"."used_at" is not null);--> statement-breakpoint
-- An erased account's name leaves the descriptions of its ledger transactions (decision 0096): inside the
-- erasure's own database transaction (which sets pixel.erasing), and there only, a posted transaction's
-- description may be rewritten; its number, type, reference, key and time, and every entry, stay as posted.
CREATE FUNCTION ledger_transactions_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('pixel.erasing', true) = 'on' AND (NEW.id, NEW.transaction_no, NEW.type, NEW.reference, NEW.idempotency_key, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.transaction_no, OLD.type, OLD.reference, OLD.idempotency_key, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% rows are never changed or removed', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
DROP TRIGGER ledger_transactions_immutable ON ledger_transactions;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_transactions_forbid_change();
