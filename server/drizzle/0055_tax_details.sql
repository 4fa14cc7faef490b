CREATE TABLE "tax_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tin" text NOT NULL,
	"certificate_key" text NOT NULL,
	"certificate_type" text NOT NULL,
	"certificate_uploaded_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"key_nonce" text NOT NULL,
	"file_nonce" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_details_tin_check" CHECK ("tax_details"."tin" ~ '^([0-9]{9}|[0-9]{12})$'),
	CONSTRAINT "tax_details_certificate_type_check" CHECK (certificate_type in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "tax_details" ADD CONSTRAINT "tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_details_certificate_key" ON "tax_details" USING btree ("certificate_key");--> statement-breakpoint
CREATE INDEX "tax_details_key_idx" ON "tax_details" USING btree ("key_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('available', 'pending', 'payout_hold', 'refund_owed', 'provider_clearing', 'platform_fees', 'payout_fees', 'referral_rewards', 'refunds_due', 'withholding_tax'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK ((user_id is null) = (kind in ('provider_clearing', 'platform_fees', 'payout_fees', 'referral_rewards', 'refunds_due', 'withholding_tax')));