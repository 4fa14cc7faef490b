CREATE TABLE "mark_settings" (
	"creator_user_id" uuid PRIMARY KEY NOT NULL,
	"visible_mark" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mark_settings" ADD CONSTRAINT "mark_settings_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;