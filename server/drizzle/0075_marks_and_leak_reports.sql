CREATE TABLE "leak_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"staff_user_id" uuid,
	"outcome" text NOT NULL,
	"photo_id" uuid,
	"mark_id" uuid,
	"sigma" double precision,
	"runner_up" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leak_lookups_outcome_check" CHECK (outcome in ('named', 'no_mark', 'not_yours'))
);
--> statement-breakpoint
CREATE TABLE "leak_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lookup_id" uuid NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"viewer_user_id" uuid NOT NULL,
	"post_id" uuid,
	"purchase_id" uuid,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"access_revoked_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leak_reports_status_check" CHECK (status in ('open', 'closed')),
	CONSTRAINT "leak_reports_note_check" CHECK (char_length("leak_reports"."note") <= 1000),
	CONSTRAINT "leak_reports_closed_check" CHECK (("leak_reports"."status" = 'closed') = ("leak_reports"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "photo_fingerprints" (
	"photo_id" uuid PRIMARY KEY NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"thumbnail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo_id" uuid,
	"post_id" uuid,
	"creator_user_id" uuid NOT NULL,
	"viewer_user_id" uuid NOT NULL,
	"access" text NOT NULL,
	"purchase_id" uuid,
	"membership_id" uuid,
	"seed" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_marks_access_check" CHECK (access in ('buyer', 'member'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "leak_lookups" ADD CONSTRAINT "leak_lookups_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_lookups" ADD CONSTRAINT "leak_lookups_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_lookups" ADD CONSTRAINT "leak_lookups_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_lookups" ADD CONSTRAINT "leak_lookups_mark_id_photo_marks_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."photo_marks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_reports" ADD CONSTRAINT "leak_reports_lookup_id_leak_lookups_id_fk" FOREIGN KEY ("lookup_id") REFERENCES "public"."leak_lookups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_reports" ADD CONSTRAINT "leak_reports_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_reports" ADD CONSTRAINT "leak_reports_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_reports" ADD CONSTRAINT "leak_reports_post_id_photo_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."photo_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_reports" ADD CONSTRAINT "leak_reports_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leak_reports" ADD CONSTRAINT "leak_reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_marks" ADD CONSTRAINT "photo_marks_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_marks" ADD CONSTRAINT "photo_marks_post_id_photo_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."photo_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_marks" ADD CONSTRAINT "photo_marks_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_marks" ADD CONSTRAINT "photo_marks_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_marks" ADD CONSTRAINT "photo_marks_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_marks" ADD CONSTRAINT "photo_marks_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leak_lookups_creator_idx" ON "leak_lookups" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leak_reports_open_unique" ON "leak_reports" USING btree ("post_id","viewer_user_id") WHERE "leak_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "leak_reports_status_idx" ON "leak_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leak_reports_purchase_idx" ON "leak_reports" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_creator_idx" ON "photo_fingerprints" USING btree ("creator_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_marks_photo_viewer_unique" ON "photo_marks" USING btree ("photo_id","viewer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_marks_file_key_unique" ON "photo_marks" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "photo_marks_purchase_idx" ON "photo_marks" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "photo_marks_viewer_idx" ON "photo_marks" USING btree ("viewer_user_id");--> statement-breakpoint
CREATE INDEX "photo_marks_orphan_idx" ON "photo_marks" USING btree ("created_at") WHERE "photo_marks"."photo_id" is null;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('gift_received', 'member_joined', 'membership_renewed', 'new_follower', 'purchase_made', 'gift_replied', 'payout_sent', 'payout_failed', 'payout_held', 'refund_requested', 'refund_answered', 'membership_ending', 'new_post', 'leak_report_answered'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('gift_received', 'member_joined', 'membership_renewed', 'new_follower', 'purchase_made', 'gift_replied', 'payout_sent', 'payout_failed', 'payout_held', 'refund_requested', 'refund_answered', 'membership_ending', 'new_post', 'leak_report_answered'));