-- the counts are of 15-minute windows keyed by account: they start again, keyed by address
DELETE FROM "password_failures";--> statement-breakpoint
ALTER TABLE "password_failures" DROP CONSTRAINT "password_failures_pkey";--> statement-breakpoint
ALTER TABLE "password_failures" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_failures" ADD COLUMN "email_hash" text PRIMARY KEY NOT NULL;--> statement-breakpoint
CREATE INDEX "password_failures_user_id_idx" ON "password_failures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_failures_window_started_at_idx" ON "password_failures" USING btree ("window_started_at");
