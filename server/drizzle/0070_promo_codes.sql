CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"discount_type" text NOT NULL,
	"percent_off" integer,
	"amount_off" bigint,
	"applies_to" text DEFAULT 'everything' NOT NULL,
	"tier_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration" text DEFAULT 'first_period' NOT NULL,
	"max_uses" integer,
	"max_uses_per_person" integer DEFAULT 1 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."discount_type" = 'percent' and "promo_codes"."percent_off" between 1 and 99 and "promo_codes"."amount_off" is null)
        or ("promo_codes"."discount_type" = 'fixed' and "promo_codes"."amount_off" > 0 and "promo_codes"."percent_off" is null)),
	CONSTRAINT "promo_codes_limits_check" CHECK (("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1) and "promo_codes"."max_uses_per_person" >= 1),
	CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."starts_on" is null or "promo_codes"."ends_on" is null or "promo_codes"."ends_on" >= "promo_codes"."starts_on"),
	CONSTRAINT "promo_codes_type_check" CHECK (discount_type in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_scope_check" CHECK (applies_to in ('everything', 'chosen')),
	CONSTRAINT "promo_codes_duration_check" CHECK (duration in ('first_period', 'every_period'))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"promo_code_id" uuid,
	"code" text,
	"creator_user_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"purpose" text NOT NULL,
	"tier_id" uuid,
	"post_id" uuid,
	"list_amount" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"member_percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_amounts_check" CHECK ("promo_redemptions"."discount_amount" > 0 and "promo_redemptions"."discount_amount" < "promo_redemptions"."list_amount"),
	CONSTRAINT "promo_redemptions_source_check" CHECK (("promo_redemptions"."source" = 'code') = ("promo_redemptions"."promo_code_id" is not null and "promo_redemptions"."code" is not null)),
	CONSTRAINT "promo_redemptions_purpose_check" CHECK (purpose in ('join', 'renew', 'purchase'))
);
--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "member_post_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_post_id_photo_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."photo_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_creator_code_unique" ON "promo_codes" USING btree ("creator_user_id","code_key") WHERE "promo_codes"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "promo_codes_creator_idx" ON "promo_codes" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD CONSTRAINT "membership_tiers_member_post_discount_range" CHECK ("membership_tiers"."member_post_discount" between 0 and 90);