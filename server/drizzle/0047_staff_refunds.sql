ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_user_not_negative";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
DROP INDEX "purchases_settled_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "staff_user_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "taken_available" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "taken_pending" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "taken_owed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "taken_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_settled_unique" ON "purchases" USING btree ("post_id","buyer_user_id") WHERE "purchases"."settled_at" is not null and not "purchases"."is_repeat" and "purchases"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('available', 'pending', 'payout_hold', 'refund_owed', 'provider_clearing', 'platform_fees', 'payout_fees', 'referral_rewards', 'refunds_due'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_not_negative" CHECK ("ledger_accounts"."user_id" is null or ("ledger_accounts"."kind" = 'refund_owed' and "ledger_accounts"."balance" <= 0) or ("ledger_accounts"."kind" <> 'refund_owed' and "ledger_accounts"."balance" >= 0));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK (reason in ('duplicate', 'requested_by_customer', 'others'));