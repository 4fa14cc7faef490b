ALTER TABLE "payouts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "hold_reason" text;