ALTER TABLE "payments" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- payments made before the server decided: held as their source said, so nothing already pending moves
UPDATE "payments" SET "held" = true WHERE "source" = 'app';
