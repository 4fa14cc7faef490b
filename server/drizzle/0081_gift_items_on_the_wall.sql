ALTER TABLE "creator_counts" DROP CONSTRAINT "creator_counts_not_negative";--> statement-breakpoint
ALTER TABLE "creator_counts" ADD COLUMN "gift_items_shown" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_counts" ADD CONSTRAINT "creator_counts_not_negative" CHECK ("creator_counts"."gifts_shown" >= 0 and "creator_counts"."gifts_hidden" >= 0 and "creator_counts"."gift_items_shown" >= 0 and "creator_counts"."questions_answered" >= 0 and "creator_counts"."questions_unanswered" >= 0 and "creator_counts"."hidden_questions_answered" >= 0 and "creator_counts"."hidden_questions_unanswered" >= 0 and "creator_counts"."goals" >= 0 and "creator_counts"."bloc_posts" >= 0 and "creator_counts"."bloc_posts_hidden" >= 0);--> statement-breakpoint
-- a membership or post bought for someone else is on its creator's wall from its payment until it is
-- refunded (decision 0162): the wall's total counts it as the gifts are counted (decision 0076)
CREATE OR REPLACE FUNCTION gift_items_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed gift_items[] := '{}';
  added gift_items[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := array(SELECT n FROM new_rows n); END IF;
  UPDATE creator_counts c SET gift_items_shown = c.gift_items_shown + d.shown
  FROM (
    SELECT creator_user_id, sum(sign) AS shown
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    WHERE paid_at IS NOT NULL AND status NOT IN ('refunded', 'cancelled')
    GROUP BY creator_user_id
  ) d
  WHERE c.user_id = d.creator_user_id AND d.shown <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gift_items_move_counts_insert AFTER INSERT ON gift_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gift_items_move_counts();
--> statement-breakpoint
CREATE TRIGGER gift_items_move_counts_update AFTER UPDATE ON gift_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gift_items_move_counts();
--> statement-breakpoint
CREATE TRIGGER gift_items_move_counts_delete AFTER DELETE ON gift_items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gift_items_move_counts();
--> statement-breakpoint
UPDATE creator_counts c SET gift_items_shown = g.n
FROM (
  SELECT creator_user_id, count(*) AS n FROM gift_items
  WHERE paid_at IS NOT NULL AND status NOT IN ('refunded', 'cancelled')
  GROUP BY creator_user_id
) g
WHERE c.user_id = g.creator_user_id;
