ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "provider_logins" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_logins" ADD CONSTRAINT "provider_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_check" CHECK (purpose in ('add_bank', 'mobile_number', 'payout', 'link_e_wallet'));