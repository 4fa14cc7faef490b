CREATE TABLE "gift_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"giver_user_id" uuid NOT NULL,
	"tier_id" uuid,
	"months" integer,
	"post_id" uuid,
	"amount" bigint NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_user_id" uuid,
	"recipient_email" text,
	"recipient_mobile" text,
	"message" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"deliver_on" date,
	"deliver_at" timestamp with time zone,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"token_hash" text,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_by_user_id" uuid,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_items_kind_check" CHECK (kind in ('membership', 'post')),
	CONSTRAINT "gift_items_recipient_kind_check" CHECK (recipient_kind in ('page', 'email', 'mobile')),
	CONSTRAINT "gift_items_status_check" CHECK (status in ('awaiting_payment', 'scheduled', 'delivered', 'claimed', 'refunded', 'cancelled')),
	CONSTRAINT "gift_items_amount_positive" CHECK ("gift_items"."amount" > 0),
	CONSTRAINT "gift_items_what" CHECK (("gift_items"."kind" = 'membership' and "gift_items"."tier_id" is not null and "gift_items"."months" between 1 and 12) or ("gift_items"."kind" = 'post' and "gift_items"."months" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "gift_items" ADD CONSTRAINT "gift_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_items" ADD CONSTRAINT "gift_items_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_items" ADD CONSTRAINT "gift_items_giver_user_id_users_id_fk" FOREIGN KEY ("giver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_items" ADD CONSTRAINT "gift_items_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_items" ADD CONSTRAINT "gift_items_post_id_photo_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."photo_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_items" ADD CONSTRAINT "gift_items_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_items" ADD CONSTRAINT "gift_items_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_items_payment_unique" ON "gift_items" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_items_token_unique" ON "gift_items" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "gift_items_giver_idx" ON "gift_items" USING btree ("giver_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_items_recipient_idx" ON "gift_items" USING btree ("recipient_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_items_claimed_by_idx" ON "gift_items" USING btree ("claimed_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_items_creator_idx" ON "gift_items" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_items_due_idx" ON "gift_items" USING btree ("deliver_at") WHERE "gift_items"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "gift_items_expiry_idx" ON "gift_items" USING btree ("expires_at") WHERE "gift_items"."status" = 'delivered';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('available', 'pending', 'payout_hold', 'refund_owed', 'provider_clearing', 'platform_fees', 'payout_fees', 'referral_rewards', 'refunds_due', 'withholding_tax', 'gifts_held'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK ((user_id is null) = (kind in ('provider_clearing', 'platform_fees', 'payout_fees', 'referral_rewards', 'refunds_due', 'withholding_tax', 'gifts_held')));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK (kind in ('gift', 'goal_gift', 'purchase', 'membership', 'gift_item'));