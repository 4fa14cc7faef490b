CREATE TABLE "bloc_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"image" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bloc_posts_visibility_check" CHECK ("bloc_posts"."visibility" in ('public', 'supporters'))
);
--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD CONSTRAINT "bloc_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bloc_posts_user_idx" ON "bloc_posts" USING btree ("user_id","created_at");