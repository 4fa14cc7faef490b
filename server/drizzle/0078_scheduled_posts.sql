ALTER TABLE "bloc_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD COLUMN "public_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_posts" ADD COLUMN "public_from" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bloc_posts_publish_at_idx" ON "bloc_posts" USING btree ("publish_at") WHERE "bloc_posts"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "bloc_posts_public_from_idx" ON "bloc_posts" USING btree ("public_from") WHERE "bloc_posts"."public_from" is not null;--> statement-breakpoint
CREATE INDEX "photo_posts_publish_at_idx" ON "photo_posts" USING btree ("publish_at") WHERE "photo_posts"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "photo_posts_public_from_idx" ON "photo_posts" USING btree ("public_from") WHERE "photo_posts"."public_from" is not null;--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD CONSTRAINT "bloc_posts_public_from_members" CHECK ("bloc_posts"."public_from" is null or "bloc_posts"."visibility" = 'members');--> statement-breakpoint
ALTER TABLE "photo_posts" ADD CONSTRAINT "photo_posts_publish_at_unpublished" CHECK ("photo_posts"."publish_at" is null or not "photo_posts"."is_published");--> statement-breakpoint
ALTER TABLE "photo_posts" ADD CONSTRAINT "photo_posts_public_from_members" CHECK ("photo_posts"."public_from" is null or "photo_posts"."min_tier_id" is not null);--> statement-breakpoint
-- a scheduled Bloc post (decision 0157) counts with those staff hid: in its creator's own count, not the page's
CREATE OR REPLACE FUNCTION bloc_posts_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed bloc_posts[] := '{}';
  added bloc_posts[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := array(SELECT n FROM new_rows n); END IF;
  UPDATE creator_counts c
  SET bloc_posts = c.bloc_posts + d.shown, bloc_posts_hidden = c.bloc_posts_hidden + d.hidden
  FROM (
    SELECT user_id,
           coalesce(sum(sign) FILTER (WHERE hidden_at IS NULL AND publish_at IS NULL), 0) AS shown,
           coalesce(sum(sign) FILTER (WHERE hidden_at IS NOT NULL OR publish_at IS NOT NULL), 0) AS hidden
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    GROUP BY user_id
  ) d
  WHERE c.user_id = d.user_id AND (d.shown <> 0 OR d.hidden <> 0);
  RETURN NULL;
END
$$;
