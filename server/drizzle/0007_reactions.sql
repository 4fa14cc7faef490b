CREATE TABLE "reaction_counts" (
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"heart_count" integer DEFAULT 0 NOT NULL,
	"laugh_count" integer DEFAULT 0 NOT NULL,
	"support_count" integer DEFAULT 0 NOT NULL,
	"sad_count" integer DEFAULT 0 NOT NULL,
	"angry_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reaction_counts_pkey" PRIMARY KEY("content_type","content_id"),
	CONSTRAINT "reaction_counts_not_negative" CHECK ("reaction_counts"."heart_count" >= 0 and "reaction_counts"."laugh_count" >= 0 and "reaction_counts"."support_count" >= 0 and "reaction_counts"."sad_count" >= 0 and "reaction_counts"."angry_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reaction_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_pkey" PRIMARY KEY("content_type","content_id","user_id"),
	CONSTRAINT "reactions_reaction_id_check" CHECK ("reactions"."reaction_id" between 1 and 5),
	CONSTRAINT "reactions_content_type_check" CHECK (content_type in ('bloc', 'image', 'image_collection'))
);
--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reactions_content_idx" ON "reactions" USING btree ("content_type","content_id","updated_at");