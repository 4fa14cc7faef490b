CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"supporter_user_id" uuid NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"status" text DEFAULT 'awaiting_creator' NOT NULL,
	"reason" text NOT NULL,
	"reply" text,
	"creator_due_at" timestamp with time zone NOT NULL,
	"answered_by_staff_user_id" uuid,
	"answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_status_check" CHECK (status in ('awaiting_creator', 'with_support', 'refunded', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "origin" text DEFAULT 'settlement' NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_supporter_user_id_users_id_fk" FOREIGN KEY ("supporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_payment_unique" ON "refund_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_requests_creator_idx" ON "refund_requests" USING btree ("creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_supporter_idx" ON "refund_requests" USING btree ("supporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refund_requests_due_idx" ON "refund_requests" USING btree ("creator_due_at") WHERE "refund_requests"."status" = 'awaiting_creator';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_origin_check" CHECK (origin in ('settlement', 'staff', 'creator'));