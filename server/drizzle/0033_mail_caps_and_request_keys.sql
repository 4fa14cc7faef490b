CREATE TABLE "mail_recipient_caps" (
	"recipient_hash" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key_unique" ON "payments" USING btree ("request_key") WHERE "payments"."status" <> 'cancelled';