CREATE TABLE "payout_clearances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cleared_at" timestamp with time zone NOT NULL,
	"cleared_by" uuid
);
--> statement-breakpoint
CREATE TABLE "velocity_overrides" (
	"user_id" uuid NOT NULL,
	"limit_key" text NOT NULL,
	"value" bigint NOT NULL,
	"set_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "velocity_overrides_user_id_limit_key_pk" PRIMARY KEY("user_id","limit_key"),
	CONSTRAINT "velocity_overrides_value_check" CHECK ("velocity_overrides"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "review_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_banks" ADD COLUMN "name_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_banks" ADD COLUMN "name_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "user_banks" ADD COLUMN "name_approval_reason" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "renewal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_clearances" ADD CONSTRAINT "payout_clearances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_clearances" ADD CONSTRAINT "payout_clearances_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "velocity_overrides" ADD CONSTRAINT "velocity_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "velocity_overrides" ADD CONSTRAINT "velocity_overrides_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banks" ADD CONSTRAINT "user_banks_name_approved_by_users_id_fk" FOREIGN KEY ("name_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- creators already paid before the first-payout review existed are past it (decision 0107)
INSERT INTO "payout_clearances" ("user_id", "cleared_at")
SELECT "user_id", min("completed_at") FROM "payouts" WHERE "status" = 'completed' AND "completed_at" IS NOT NULL GROUP BY "user_id";
