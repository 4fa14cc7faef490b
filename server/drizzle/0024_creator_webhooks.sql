CREATE TABLE "creator_webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"response_excerpt" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"resend_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_webhook_deliveries_status_check" CHECK (status in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "creator_webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"secret_rolled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_webhook_events_type_check" CHECK (type in ('gift.received', 'purchase.completed', 'payout.updated'))
);
--> statement-breakpoint
ALTER TABLE "creator_webhook_attempts" ADD CONSTRAINT "creator_webhook_attempts_delivery_id_creator_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."creator_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_webhook_deliveries" ADD CONSTRAINT "creator_webhook_deliveries_endpoint_id_creator_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."creator_webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_webhook_deliveries" ADD CONSTRAINT "creator_webhook_deliveries_event_id_creator_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."creator_webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_webhook_endpoints" ADD CONSTRAINT "creator_webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_webhook_events" ADD CONSTRAINT "creator_webhook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_webhook_attempts_delivery_idx" ON "creator_webhook_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "creator_webhook_deliveries_endpoint_idx" ON "creator_webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_webhook_endpoints_user_idx" ON "creator_webhook_endpoints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_webhook_events_user_idx" ON "creator_webhook_events" USING btree ("user_id","created_at");