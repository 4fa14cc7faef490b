CREATE TABLE "support_payout_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bank_slug" text,
	"bank_name" text,
	"account_name" text,
	"account_number" text,
	"mobile_number" text,
	"staff_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"otp_token_sealed" text NOT NULL,
	"otp_mode" text NOT NULL,
	"sent_to" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_payout_changes_kind_check" CHECK (kind in ('bank', 'mobile_number'))
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "support_payout_changes" ADD CONSTRAINT "support_payout_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_payout_changes_user_idx" ON "support_payout_changes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_check" CHECK (purpose in ('add_bank', 'mobile_number', 'payout', 'link_e_wallet', 'support_change'));