ALTER TABLE "creator_counts" DROP CONSTRAINT "creator_counts_not_negative";--> statement-breakpoint
ALTER TABLE "creator_counts" ADD COLUMN "bloc_posts_hidden" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "photo_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "creator_counts" ADD CONSTRAINT "creator_counts_not_negative" CHECK ("creator_counts"."gifts_shown" >= 0 and "creator_counts"."gifts_hidden" >= 0 and "creator_counts"."questions_answered" >= 0 and "creator_counts"."questions_unanswered" >= 0 and "creator_counts"."hidden_questions_answered" >= 0 and "creator_counts"."hidden_questions_unanswered" >= 0 and "creator_counts"."goals" >= 0 and "creator_counts"."bloc_posts" >= 0 and "creator_counts"."bloc_posts_hidden" >= 0);--> statement-breakpoint
ALTER TABLE "bloc_posts" ADD CONSTRAINT "bloc_posts_hidden_reason" CHECK ("bloc_posts"."hidden_at" is null or "bloc_posts"."hidden_reason" is not null);--> statement-breakpoint
ALTER TABLE "photo_posts" ADD CONSTRAINT "photo_posts_hidden_unpublished" CHECK ("photo_posts"."hidden_at" is null or (not "photo_posts"."is_published" and "photo_posts"."hidden_reason" is not null));--> statement-breakpoint
-- a Bloc post staff hid (decision 0103) leaves the page's count for the creator's own
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
           coalesce(sum(sign) FILTER (WHERE hidden_at IS NULL), 0) AS shown,
           coalesce(sum(sign) FILTER (WHERE hidden_at IS NOT NULL), 0) AS hidden
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    GROUP BY user_id
  ) d
  WHERE c.user_id = d.user_id AND (d.shown <> 0 OR d.hidden <> 0);
  RETURN NULL;
END
$$;
