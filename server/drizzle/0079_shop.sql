CREATE TABLE "product_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"post_id" uuid,
	"included_product_id" uuid,
	CONSTRAINT "product_items_one" CHECK (("product_items"."post_id" is null) <> ("product_items"."included_product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "product_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"guest_email" text,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"holds_unit" boolean DEFAULT false NOT NULL,
	"token_hash" text,
	"paid_at" timestamp with time zone,
	"attached_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_purchases_status_check" CHECK (status in ('awaiting_payment', 'paid', 'cancelled', 'refunded')),
	CONSTRAINT "product_purchases_amount_positive" CHECK ("product_purchases"."amount" > 0),
	CONSTRAINT "product_purchases_buyer" CHECK ("product_purchases"."buyer_user_id" is not null or "product_purchases"."guest_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_mode" text DEFAULT 'fixed' NOT NULL,
	"amount" bigint NOT NULL,
	"stock" integer,
	"one_per_buyer" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_mode_check" CHECK (price_mode in ('fixed', 'pay_what_you_want')),
	CONSTRAINT "products_status_check" CHECK (status in ('active', 'archived')),
	CONSTRAINT "products_amount_positive" CHECK ("products"."amount" > 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" is null or "products"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "statement_lines" DROP CONSTRAINT "statement_lines_type_check";--> statement-breakpoint
ALTER TABLE "product_downloads" ADD CONSTRAINT "product_downloads_purchase_id_product_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."product_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_downloads" ADD CONSTRAINT "product_downloads_file_id_product_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_downloads" ADD CONSTRAINT "product_downloads_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_post_id_photo_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."photo_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_included_product_id_products_id_fk" FOREIGN KEY ("included_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_purchases" ADD CONSTRAINT "product_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_purchases" ADD CONSTRAINT "product_purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_purchases" ADD CONSTRAINT "product_purchases_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_purchases" ADD CONSTRAINT "product_purchases_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_downloads_purchase_idx" ON "product_downloads" USING btree ("purchase_id","file_id","created_at");--> statement-breakpoint
CREATE INDEX "product_downloads_buyer_idx" ON "product_downloads" USING btree ("buyer_user_id","file_id","created_at");--> statement-breakpoint
CREATE INDEX "product_files_product_idx" ON "product_files" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_files_key_unique" ON "product_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_items_post_unique" ON "product_items" USING btree ("product_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_items_product_unique" ON "product_items" USING btree ("product_id","included_product_id");--> statement-breakpoint
CREATE INDEX "product_items_post_idx" ON "product_items" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "product_items_included_idx" ON "product_items" USING btree ("included_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_purchases_payment_unique" ON "product_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_purchases_token_unique" ON "product_purchases" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "product_purchases_buyer_idx" ON "product_purchases" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_purchases_product_idx" ON "product_purchases" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "product_purchases_creator_idx" ON "product_purchases" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_purchases_open_idx" ON "product_purchases" USING btree ("created_at") WHERE "product_purchases"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "products_creator_idx" ON "products" USING btree ("creator_user_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK (type in ('donation', 'payment', 'referral_reward', 'payout', 'payout_reversal', 'release', 'refund', 'others', 'product_sale'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK (kind in ('gift', 'goal_gift', 'purchase', 'membership', 'gift_item', 'product'));--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_type_check" CHECK (type in ('donation', 'payment', 'membership', 'referral_reward', 'payout', 'others', 'product_sale'));