CREATE TABLE "blocked_phrases" (
	"user_id" uuid NOT NULL,
	"phrase" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_phrases_pkey" PRIMARY KEY("user_id","phrase")
);
--> statement-breakpoint
CREATE TABLE "overlay_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overlay_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sound_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overlay_settings_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocked_phrases" ADD CONSTRAINT "blocked_phrases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_events" ADD CONSTRAINT "overlay_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_settings" ADD CONSTRAINT "overlay_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overlay_events_user_idx" ON "overlay_events" USING btree ("user_id","id");