CREATE TABLE "stream_poll_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poll_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "stream_poll_choices_position" UNIQUE("poll_id","position")
);
--> statement-breakpoint
CREATE TABLE "stream_polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_timers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone,
	"paused_remaining_ms" bigint,
	"ms_per_peso" integer DEFAULT 0 NOT NULL,
	"ms_per_member" integer DEFAULT 0 NOT NULL,
	"cap_ms" bigint,
	"added_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_timers_one_state" CHECK ("stream_timers"."ends_at" is null or "stream_timers"."paused_remaining_ms" is null),
	CONSTRAINT "stream_timers_rules" CHECK ("stream_timers"."ms_per_peso" >= 0 and "stream_timers"."ms_per_member" >= 0 and "stream_timers"."added_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "poll_choice_id" uuid;--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD COLUMN "speech_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD COLUMN "speech_min_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD COLUMN "speech_voice" text DEFAULT 'fil' NOT NULL;--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD COLUMN "speech_rate" integer DEFAULT 160 NOT NULL;--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD COLUMN "speech_volume" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD COLUMN "speech_max_length" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "stream_poll_choices" ADD CONSTRAINT "stream_poll_choices_poll_id_stream_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."stream_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_polls" ADD CONSTRAINT "stream_polls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_timers" ADD CONSTRAINT "stream_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_polls_user_idx" ON "stream_polls" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_polls_one_open" ON "stream_polls" USING btree ("user_id") WHERE "stream_polls"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_poll_choice_id_stream_poll_choices_id_fk" FOREIGN KEY ("poll_choice_id") REFERENCES "public"."stream_poll_choices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_poll_choice_idx" ON "gifts" USING btree ("poll_choice_id");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_source_check" CHECK ("gifts"."source" is null or "gifts"."source" = 'stream');--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD CONSTRAINT "overlay_settings_speech_voice" CHECK ("overlay_settings"."speech_voice" in ('fil', 'en'));--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD CONSTRAINT "overlay_settings_speech_ranges" CHECK ("overlay_settings"."speech_min_amount" >= 0 and "overlay_settings"."speech_rate" between 80 and 300 and "overlay_settings"."speech_volume" between 0 and 100 and "overlay_settings"."speech_max_length" between 10 and 300);