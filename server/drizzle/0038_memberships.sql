CREATE TABLE "membership_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"supporter_user_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"purpose" text NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"membership_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_payments_purpose_check" CHECK (purpose in ('join', 'renew', 'upgrade', 'recurring'))
);
--> statement-breakpoint
CREATE TABLE "membership_settings" (
	"creator_user_id" uuid PRIMARY KEY NOT NULL,
	"show_member_counts" boolean DEFAULT true NOT NULL,
	"mail_on_new_member" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"description" text,
	"image" text,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_6_months" integer DEFAULT 0 NOT NULL,
	"discount_12_months" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_tiers_price_range" CHECK ("membership_tiers"."price" between 2000 and 5000000),
	CONSTRAINT "membership_tiers_discounts_range" CHECK ("membership_tiers"."discount_6_months" between 0 and 50 and "membership_tiers"."discount_12_months" between 0 and 50),
	CONSTRAINT "membership_tiers_status_check" CHECK (status in ('visible', 'hidden', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"supporter_user_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"grace_ends_at" timestamp with time zone,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"method" text,
	"recurring_token" text,
	"cancelled_at" timestamp with time zone,
	"next_tier_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"total_paid" bigint DEFAULT 0 NOT NULL,
	"reminded_week_for" timestamp with time zone,
	"reminded_day_for" timestamp with time zone,
	"renewal_asked_for" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_months_check" CHECK ("memberships"."months" in (1, 3, 6, 12)),
	CONSTRAINT "memberships_status_check" CHECK (status in ('active', 'grace', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "statement_lines" DROP CONSTRAINT "statement_lines_type_check";--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_supporter_user_id_users_id_fk" FOREIGN KEY ("supporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_settings" ADD CONSTRAINT "membership_settings_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD CONSTRAINT "membership_tiers_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_supporter_user_id_users_id_fk" FOREIGN KEY ("supporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_next_tier_id_membership_tiers_id_fk" FOREIGN KEY ("next_tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_payments_membership_idx" ON "membership_payments" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "membership_payments_supporter_tier_idx" ON "membership_payments" USING btree ("supporter_user_id","tier_id");--> statement-breakpoint
CREATE INDEX "membership_tiers_creator_idx" ON "membership_tiers" USING btree ("creator_user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_creator_supporter_unique" ON "memberships" USING btree ("creator_user_id","supporter_user_id");--> statement-breakpoint
CREATE INDEX "memberships_supporter_idx" ON "memberships" USING btree ("supporter_user_id");--> statement-breakpoint
CREATE INDEX "memberships_creator_tier_idx" ON "memberships" USING btree ("creator_user_id","tier_id","ends_at");--> statement-breakpoint
CREATE INDEX "memberships_due_idx" ON "memberships" USING btree ("ends_at") WHERE "memberships"."status" <> 'lapsed';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK (kind in ('gift', 'goal_gift', 'purchase', 'membership'));--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_type_check" CHECK (type in ('donation', 'payment', 'membership', 'referral_reward', 'payout', 'others'));