CREATE TABLE "commission_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supporter_user_id" uuid NOT NULL,
	"request_id" uuid,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"supporter_user_id" uuid NOT NULL,
	"brief" text NOT NULL,
	"amount" bigint NOT NULL,
	"down_amount" bigint NOT NULL,
	"mobile" text,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"payment_id" uuid NOT NULL,
	"balance_payment_id" uuid,
	"paid_at" timestamp with time zone,
	"answer_due_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"balance_asked_at" timestamp with time zone,
	"balance_paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_requests_status_check" CHECK (status in ('awaiting_payment', 'requested', 'accepted', 'in_progress', 'balance_due', 'balance_paid', 'delivered', 'declined', 'expired', 'refunded', 'cancelled')),
	CONSTRAINT "commission_requests_amounts" CHECK ("commission_requests"."down_amount" > 0 and "commission_requests"."down_amount" <= "commission_requests"."amount")
);
--> statement-breakpoint
CREATE TABLE "commission_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_mode" text DEFAULT 'fixed' NOT NULL,
	"amount" bigint NOT NULL,
	"max_amount" bigint,
	"slots" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"down_payment_percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_types_price_mode_check" CHECK (price_mode in ('fixed', 'range')),
	CONSTRAINT "commission_types_amount_positive" CHECK ("commission_types"."amount" > 0),
	CONSTRAINT "commission_types_range" CHECK (("commission_types"."price_mode" = 'fixed' and "commission_types"."max_amount" is null) or ("commission_types"."price_mode" = 'range' and "commission_types"."max_amount" > "commission_types"."amount")),
	CONSTRAINT "commission_types_slots" CHECK ("commission_types"."slots" between 1 and 50),
	CONSTRAINT "commission_types_down_payment" CHECK ("commission_types"."down_payment_percent" is null or "commission_types"."down_payment_percent" between 10 and 90)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "statement_lines" DROP CONSTRAINT "statement_lines_type_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "commission_downloads" ADD CONSTRAINT "commission_downloads_file_id_commission_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."commission_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_downloads" ADD CONSTRAINT "commission_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_files" ADD CONSTRAINT "commission_files_request_id_commission_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."commission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_references" ADD CONSTRAINT "commission_references_supporter_user_id_users_id_fk" FOREIGN KEY ("supporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_references" ADD CONSTRAINT "commission_references_request_id_commission_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."commission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD CONSTRAINT "commission_requests_type_id_commission_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."commission_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD CONSTRAINT "commission_requests_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD CONSTRAINT "commission_requests_supporter_user_id_users_id_fk" FOREIGN KEY ("supporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD CONSTRAINT "commission_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_requests" ADD CONSTRAINT "commission_requests_balance_payment_id_payments_id_fk" FOREIGN KEY ("balance_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_types" ADD CONSTRAINT "commission_types_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_downloads_file_idx" ON "commission_downloads" USING btree ("file_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_files_request_idx" ON "commission_files" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_files_key_unique" ON "commission_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_references_key_unique" ON "commission_references" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "commission_references_request_idx" ON "commission_references" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "commission_references_supporter_idx" ON "commission_references" USING btree ("supporter_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_requests_payment_unique" ON "commission_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_requests_balance_payment_unique" ON "commission_requests" USING btree ("balance_payment_id");--> statement-breakpoint
CREATE INDEX "commission_requests_supporter_idx" ON "commission_requests" USING btree ("supporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_requests_creator_idx" ON "commission_requests" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_requests_type_idx" ON "commission_requests" USING btree ("type_id","status");--> statement-breakpoint
CREATE INDEX "commission_requests_due_idx" ON "commission_requests" USING btree ("answer_due_at") WHERE "commission_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "commission_requests_open_idx" ON "commission_requests" USING btree ("created_at") WHERE "commission_requests"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "commission_types_creator_idx" ON "commission_types" USING btree ("creator_user_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('available', 'pending', 'payout_hold', 'refund_owed', 'provider_clearing', 'platform_fees', 'payout_fees', 'referral_rewards', 'refunds_due', 'withholding_tax', 'gifts_held', 'commissions_held'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK ((user_id is null) = (kind in ('provider_clearing', 'platform_fees', 'payout_fees', 'referral_rewards', 'refunds_due', 'withholding_tax', 'gifts_held', 'commissions_held')));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK (type in ('donation', 'payment', 'referral_reward', 'payout', 'payout_reversal', 'release', 'refund', 'others', 'product_sale', 'commission'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK (kind in ('gift', 'goal_gift', 'purchase', 'membership', 'gift_item', 'product', 'commission'));--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_type_check" CHECK (type in ('donation', 'payment', 'membership', 'referral_reward', 'payout', 'others', 'product_sale', 'commission'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('gift_received', 'member_joined', 'membership_renewed', 'new_follower', 'purchase_made', 'gift_replied', 'payout_sent', 'payout_failed', 'payout_held', 'refund_requested', 'refund_answered', 'membership_ending', 'new_post', 'leak_report_answered', 'commission_updated'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('gift_received', 'member_joined', 'membership_renewed', 'new_follower', 'purchase_made', 'gift_replied', 'payout_sent', 'payout_failed', 'payout_held', 'refund_requested', 'refund_answered', 'membership_ending', 'new_post', 'leak_report_answered', 'commission_updated'));