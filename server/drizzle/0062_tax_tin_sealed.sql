-- the TINs already on file are sealed by the tax feature when the server starts, and by its daily job (decision 0125)
ALTER TABLE "tax_details" ALTER COLUMN "tin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_details" ADD COLUMN "tin_sealed" text;--> statement-breakpoint
ALTER TABLE "tax_details" ADD COLUMN "retain_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tax_details_retain_idx" ON "tax_details" USING btree ("retain_until") WHERE "tax_details"."retain_until" is not null;--> statement-breakpoint
ALTER TABLE "tax_details" ADD CONSTRAINT "tax_details_tin_kept_check" CHECK ("tax_details"."tin" is not null or "tax_details"."tin_sealed" is not null);