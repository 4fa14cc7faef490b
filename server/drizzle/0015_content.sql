CREATE TABLE "photo_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"caption" text,
	"price_id" integer DEFAULT 1 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"available_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_posts_kind_check" CHECK ("photo_posts"."kind" in ('snap', 'slide')),
	CONSTRAINT "photo_posts_amount_check" CHECK (("photo_posts"."price_id" = 1) = ("photo_posts"."amount" = 0) and "photo_posts"."amount" >= 0),
	CONSTRAINT "photo_posts_caption_check" CHECK (char_length("photo_posts"."caption") <= 300)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"original_key" text NOT NULL,
	"wh500_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"is_payable" boolean DEFAULT false NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_position_check" CHECK ("photos"."position" >= 0 and "photos"."position" < 10)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"post_id" uuid,
	"post_kind" text NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"amount" bigint NOT NULL,
	"is_repeat" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "purchases_post_kind_check" CHECK ("purchases"."post_kind" in ('snap', 'slide'))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "parent_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "photo_posts" ADD CONSTRAINT "photo_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_post_id_photo_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."photo_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_post_id_photo_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."photo_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_posts_user_created_idx" ON "photo_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_posts_purge_idx" ON "photo_posts" USING btree ("available_until") WHERE "photo_posts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "photos_post_idx" ON "photos" USING btree ("post_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_original_key_unique" ON "photos" USING btree ("original_key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_payment_unique" ON "purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_settled_unique" ON "purchases" USING btree ("post_id","buyer_user_id") WHERE "purchases"."settled_at" is not null and not "purchases"."is_repeat";--> statement-breakpoint
CREATE INDEX "purchases_post_settled_idx" ON "purchases" USING btree ("post_id","settled_at");--> statement-breakpoint
CREATE INDEX "purchases_buyer_idx" ON "purchases" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "uploads_parent_idx" ON "uploads" USING btree ("parent_key");