CREATE TABLE "password_failures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"last_slow_try_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;