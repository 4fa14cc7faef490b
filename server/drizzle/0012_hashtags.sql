CREATE TABLE "hashtags" (
	"tag" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"excerpt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hashtags_pkey" PRIMARY KEY("tag","source_type","source_id"),
	CONSTRAINT "hashtags_source_type_check" CHECK (source_type in ('bloc', 'question', 'bio'))
);
--> statement-breakpoint
ALTER TABLE "hashtags" ADD CONSTRAINT "hashtags_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hashtags_tag_created_idx" ON "hashtags" USING btree ("tag","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hashtags_source_idx" ON "hashtags" USING btree ("source_type","source_id");