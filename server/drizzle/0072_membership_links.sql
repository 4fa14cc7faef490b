CREATE TABLE "membership_link_uses" (
	"link_id" text PRIMARY KEY NOT NULL,
	"membership_id" uuid NOT NULL,
	"choice" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_link_uses_choice_check" CHECK (choice in ('renew', 'auto_renew_off', 'cancel', 'pause', 'retention_offer'))
);
--> statement-breakpoint
CREATE TABLE "membership_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"period_end_before" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_pauses_months_check" CHECK ("membership_pauses"."months" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "membership_retention_offers" (
	"creator_user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"percent" integer NOT NULL,
	"months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_retention_offers_range" CHECK ("membership_retention_offers"."percent" between 5 and 50 and "membership_retention_offers"."months" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "membership_retention_taken" (
	"creator_user_id" uuid NOT NULL,
	"supporter_user_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	"months" integer NOT NULL,
	"discount_from" timestamp with time zone NOT NULL,
	"discount_until" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_retention_taken_pkey" PRIMARY KEY("creator_user_id","supporter_user_id"),
	CONSTRAINT "membership_retention_taken_range" CHECK ("membership_retention_taken"."percent" between 5 and 50 and "membership_retention_taken"."months" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "membership_link_uses" ADD CONSTRAINT "membership_link_uses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_pauses" ADD CONSTRAINT "membership_pauses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_retention_offers" ADD CONSTRAINT "membership_retention_offers_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_retention_taken" ADD CONSTRAINT "membership_retention_taken_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_retention_taken" ADD CONSTRAINT "membership_retention_taken_supporter_user_id_users_id_fk" FOREIGN KEY ("supporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_retention_taken" ADD CONSTRAINT "membership_retention_taken_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_link_uses_membership_idx" ON "membership_link_uses" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_pauses_running_unique" ON "membership_pauses" USING btree ("membership_id") WHERE "membership_pauses"."resumed_at" is null;--> statement-breakpoint
CREATE INDEX "membership_pauses_due_idx" ON "membership_pauses" USING btree ("ends_at") WHERE "membership_pauses"."resumed_at" is null;--> statement-breakpoint
CREATE INDEX "membership_retention_taken_membership_idx" ON "membership_retention_taken" USING btree ("membership_id");