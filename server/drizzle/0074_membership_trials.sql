CREATE TABLE "membership_trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"supporter_user_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"setup_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"method_fingerprint" text,
	"membership_id" uuid,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_trials_months_check" CHECK ("membership_trials"."months" in (1, 3, 6, 12)),
	CONSTRAINT "membership_trials_status_check" CHECK (status in ('pending', 'started', 'refused'))
);--> statement-breakpoint
ALTER TABLE "sandbox_saved_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "offers_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "trial_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_trials" ADD CONSTRAINT "membership_trials_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_trials" ADD CONSTRAINT "membership_trials_supporter_user_id_users_id_fk" FOREIGN KEY ("supporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_trials" ADD CONSTRAINT "membership_trials_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_trials" ADD CONSTRAINT "membership_trials_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_trials_reference_unique" ON "membership_trials" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_trials_person_unique" ON "membership_trials" USING btree ("creator_user_id","supporter_user_id") WHERE "membership_trials"."status" = 'started';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_trials_method_unique" ON "membership_trials" USING btree ("creator_user_id","method_fingerprint") WHERE "membership_trials"."status" = 'started';--> statement-breakpoint
CREATE INDEX "membership_trials_supporter_idx" ON "membership_trials" USING btree ("supporter_user_id");
