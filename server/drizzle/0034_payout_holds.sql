CREATE TABLE "payout_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"frozen_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_changes_kind_check" CHECK (kind in ('mobile_number', 'add_bank', 'link_account'))
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ALTER COLUMN "mobile_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "payout_changes" ADD CONSTRAINT "payout_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_changes_token_unique" ON "payout_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payout_changes_user_idx" ON "payout_changes" USING btree ("user_id","held_until");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_sent_somewhere" CHECK ("otp_challenges"."mobile_number" is not null or "otp_challenges"."email" is not null);