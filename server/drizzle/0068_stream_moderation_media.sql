CREATE TABLE "alert_holds" (
	"gift_id" uuid PRIMARY KEY NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	CONSTRAINT "alert_holds_decision" CHECK ("alert_holds"."decision" is null or "alert_holds"."decision" in ('shown', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "media_request_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"price_per_second" bigint DEFAULT 200 NOT NULL,
	"min_seconds" integer DEFAULT 10 NOT NULL,
	"max_seconds" integer DEFAULT 120 NOT NULL,
	"auto_approve_from" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_request_settings_ranges" CHECK ("media_request_settings"."price_per_second" > 0 and "media_request_settings"."min_seconds" >= 1 and "media_request_settings"."max_seconds" >= "media_request_settings"."min_seconds" and "media_request_settings"."max_seconds" <= 600)
);
--> statement-breakpoint
CREATE TABLE "media_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_id" uuid NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"video_id" text NOT NULL,
	"start_seconds" integer DEFAULT 0 NOT NULL,
	"seconds" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"played_at" timestamp with time zone,
	CONSTRAINT "media_requests_gift_id_unique" UNIQUE("gift_id"),
	CONSTRAINT "media_requests_status" CHECK (status in ('awaiting_payment', 'pending', 'approved', 'played', 'skipped', 'declined')),
	CONSTRAINT "media_requests_lengths" CHECK ("media_requests"."seconds" >= 1 and "media_requests"."start_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stream_moderators" (
	"creator_user_id" uuid NOT NULL,
	"moderator_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_moderators_pkey" PRIMARY KEY("creator_user_id","moderator_user_id")
);
--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD COLUMN "alerts_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD COLUMN "hold_links" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_holds" ADD CONSTRAINT "alert_holds_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_holds" ADD CONSTRAINT "alert_holds_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_request_settings" ADD CONSTRAINT "media_request_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_moderators" ADD CONSTRAINT "stream_moderators_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_moderators" ADD CONSTRAINT "stream_moderators_moderator_user_id_users_id_fk" FOREIGN KEY ("moderator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_holds_creator_idx" ON "alert_holds" USING btree ("creator_user_id","held_at");--> statement-breakpoint
CREATE INDEX "media_requests_creator_idx" ON "media_requests" USING btree ("creator_user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "stream_moderators_moderator_idx" ON "stream_moderators" USING btree ("moderator_user_id");