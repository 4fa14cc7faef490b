ALTER TABLE "goals" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "gifts_goal_idx" ON "gifts" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "gifts_supporter_creator_idx" ON "gifts" USING btree ("supporter_user_id","creator_user_id");