CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_saved_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"declines" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "save_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "method_type" text;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "recurring_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_unique" ON "sandbox_charges" USING btree ("idempotency_key");