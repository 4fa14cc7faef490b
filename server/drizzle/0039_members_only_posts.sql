ALTER TABLE "bloc_posts" DROP CONSTRAINT "bloc_posts_visibility_check";--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD COLUMN "min_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "photo_posts" ADD COLUMN "min_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD CONSTRAINT "bloc_posts_min_tier_id_membership_tiers_id_fk" FOREIGN KEY ("min_tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_posts" ADD CONSTRAINT "photo_posts_min_tier_id_membership_tiers_id_fk" FOREIGN KEY ("min_tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD CONSTRAINT "bloc_posts_members_tier_check" CHECK (("bloc_posts"."visibility" = 'members') = ("bloc_posts"."min_tier_id" is not null));--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD CONSTRAINT "bloc_posts_visibility_check" CHECK ("bloc_posts"."visibility" in ('public', 'supporters', 'members'));--> statement-breakpoint
ALTER TABLE "photo_posts" ADD CONSTRAINT "photo_posts_members_free" CHECK ("photo_posts"."min_tier_id" is null or "photo_posts"."price_id" = 1);