CREATE TABLE "creator_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gifts_shown" integer DEFAULT 0 NOT NULL,
	"gifts_hidden" integer DEFAULT 0 NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	"questions_unanswered" integer DEFAULT 0 NOT NULL,
	"hidden_questions_answered" integer DEFAULT 0 NOT NULL,
	"hidden_questions_unanswered" integer DEFAULT 0 NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"bloc_posts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "creator_counts_not_negative" CHECK ("creator_counts"."gifts_shown" >= 0 and "creator_counts"."gifts_hidden" >= 0 and "creator_counts"."questions_answered" >= 0 and "creator_counts"."questions_unanswered" >= 0 and "creator_counts"."hidden_questions_answered" >= 0 and "creator_counts"."hidden_questions_unanswered" >= 0 and "creator_counts"."goals" >= 0 and "creator_counts"."bloc_posts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photo_post_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"unpublished" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "photo_post_counts_not_negative" CHECK ("photo_post_counts"."published" >= 0 and "photo_post_counts"."unpublished" >= 0)
);
--> statement-breakpoint
ALTER TABLE "photo_posts" ADD COLUMN "purchase_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_counts" ADD CONSTRAINT "creator_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_post_counts" ADD CONSTRAINT "photo_post_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_posts" ADD CONSTRAINT "photo_posts_purchase_count_not_negative" CHECK ("photo_posts"."purchase_count" >= 0);--> statement-breakpoint
-- The counts a creator page shows, moved in the statement that changes the rows they count (decision 0076).
-- Each trigger runs once per statement: it subtracts what the statement's rows counted before and adds what
-- they count after, per creator (or post), so a settlement of many gifts moves each creator's row once.
-- An insert has no rows before and a delete none after: each trigger sees only the transition tables its
-- event has, so the rows are taken into arrays first. The only statements that move many creators' counts
-- at once are settlements, which lock the creators' users rows in id order before anything else; the
-- CHECKs keep every count at zero or above.

CREATE FUNCTION users_open_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO creator_counts (user_id) SELECT id FROM new_rows;
  INSERT INTO photo_post_counts (user_id) SELECT id FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_open_counts AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_open_counts();
--> statement-breakpoint
-- a gift counts once settled, unless its words are held for the creator's review: shown, or hidden by them
CREATE FUNCTION gifts_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed gifts[] := '{}';
  added gifts[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := array(SELECT n FROM new_rows n); END IF;
  UPDATE creator_counts c SET gifts_shown = c.gifts_shown + d.shown, gifts_hidden = c.gifts_hidden + d.hidden
  FROM (
    SELECT creator_user_id, sum(sign * (NOT is_hidden)::int) AS shown, sum(sign * is_hidden::int) AS hidden
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    WHERE settled_at IS NOT NULL AND held_at IS NULL
    GROUP BY creator_user_id
  ) d
  WHERE c.user_id = d.creator_user_id AND (d.shown <> 0 OR d.hidden <> 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gifts_move_counts_insert AFTER INSERT ON gifts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gifts_move_counts();
--> statement-breakpoint
CREATE TRIGGER gifts_move_counts_update AFTER UPDATE ON gifts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gifts_move_counts();
--> statement-breakpoint
CREATE TRIGGER gifts_move_counts_delete AFTER DELETE ON gifts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gifts_move_counts();
--> statement-breakpoint
-- a question counts by whether the creator hid it and whether they answered it
CREATE FUNCTION questions_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed questions[] := '{}';
  added questions[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := array(SELECT n FROM new_rows n); END IF;
  UPDATE creator_counts c SET
    questions_answered = c.questions_answered + d.answered,
    questions_unanswered = c.questions_unanswered + d.unanswered,
    hidden_questions_answered = c.hidden_questions_answered + d.hidden_answered,
    hidden_questions_unanswered = c.hidden_questions_unanswered + d.hidden_unanswered
  FROM (
    SELECT creator_user_id,
           sum(sign * (NOT is_hidden AND answered_at IS NOT NULL)::int) AS answered,
           sum(sign * (NOT is_hidden AND answered_at IS NULL)::int) AS unanswered,
           sum(sign * (is_hidden AND answered_at IS NOT NULL)::int) AS hidden_answered,
           sum(sign * (is_hidden AND answered_at IS NULL)::int) AS hidden_unanswered
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    GROUP BY creator_user_id
  ) d
  WHERE c.user_id = d.creator_user_id
    AND (d.answered <> 0 OR d.unanswered <> 0 OR d.hidden_answered <> 0 OR d.hidden_unanswered <> 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questions_move_counts_insert AFTER INSERT ON questions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION questions_move_counts();
--> statement-breakpoint
CREATE TRIGGER questions_move_counts_update AFTER UPDATE ON questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION questions_move_counts();
--> statement-breakpoint
CREATE TRIGGER questions_move_counts_delete AFTER DELETE ON questions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION questions_move_counts();
--> statement-breakpoint
-- every goal of the creator, active or closed
CREATE FUNCTION goals_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed goals[] := '{}';
  added goals[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := array(SELECT n FROM new_rows n); END IF;
  UPDATE creator_counts c SET goals = c.goals + d.goals
  FROM (
    SELECT user_id, sum(sign) AS goals
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    GROUP BY user_id
  ) d
  WHERE c.user_id = d.user_id AND d.goals <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goals_move_counts_insert AFTER INSERT ON goals
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goals_move_counts();
--> statement-breakpoint
CREATE TRIGGER goals_move_counts_update AFTER UPDATE ON goals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goals_move_counts();
--> statement-breakpoint
CREATE TRIGGER goals_move_counts_delete AFTER DELETE ON goals
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION goals_move_counts();
--> statement-breakpoint
-- every Bloc post of the creator
CREATE FUNCTION bloc_posts_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed bloc_posts[] := '{}';
  added bloc_posts[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := array(SELECT n FROM new_rows n); END IF;
  UPDATE creator_counts c SET bloc_posts = c.bloc_posts + d.posts
  FROM (
    SELECT user_id, sum(sign) AS posts
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    GROUP BY user_id
  ) d
  WHERE c.user_id = d.user_id AND d.posts <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bloc_posts_move_counts_insert AFTER INSERT ON bloc_posts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bloc_posts_move_counts();
--> statement-breakpoint
CREATE TRIGGER bloc_posts_move_counts_update AFTER UPDATE ON bloc_posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bloc_posts_move_counts();
--> statement-breakpoint
CREATE TRIGGER bloc_posts_move_counts_delete AFTER DELETE ON bloc_posts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bloc_posts_move_counts();
--> statement-breakpoint
-- a photo post counts until it is deleted (a deleted one its buyers keep for a while counts no more),
-- published or not
CREATE FUNCTION photo_posts_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed photo_posts[] := '{}';
  added photo_posts[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := array(SELECT n FROM new_rows n); END IF;
  UPDATE photo_post_counts c SET published = c.published + d.published, unpublished = c.unpublished + d.unpublished
  FROM (
    SELECT user_id, sum(sign * is_published::int) AS published, sum(sign * (NOT is_published)::int) AS unpublished
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    WHERE deleted_at IS NULL
    GROUP BY user_id
  ) d
  WHERE c.user_id = d.user_id AND (d.published <> 0 OR d.unpublished <> 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER photo_posts_move_counts_insert AFTER INSERT ON photo_posts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION photo_posts_move_counts();
--> statement-breakpoint
CREATE TRIGGER photo_posts_move_counts_update AFTER UPDATE ON photo_posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION photo_posts_move_counts();
--> statement-breakpoint
CREATE TRIGGER photo_posts_move_counts_delete AFTER DELETE ON photo_posts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION photo_posts_move_counts();
--> statement-breakpoint
-- a purchase counts on its post once settled, unless it is a repeat payment; a purged post takes its
-- count with it (the purchases' post_id is set null after the post row is gone)
CREATE FUNCTION purchases_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed purchases[] := '{}';
  added purchases[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := array(SELECT o FROM old_rows o); END IF;
  IF TG_OP <> 'DELETE' THEN added := array(SELECT n FROM new_rows n); END IF;
  UPDATE photo_posts p SET purchase_count = p.purchase_count + d.purchases
  FROM (
    SELECT post_id, sum(sign) AS purchases
    FROM (SELECT *, 1 AS sign FROM unnest(added) UNION ALL SELECT *, -1 AS sign FROM unnest(removed)) moved
    WHERE post_id IS NOT NULL AND settled_at IS NOT NULL AND NOT is_repeat
    GROUP BY post_id
  ) d
  WHERE p.id = d.post_id AND d.purchases <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_move_counts_insert AFTER INSERT ON purchases
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchases_move_counts();
--> statement-breakpoint
CREATE TRIGGER purchases_move_counts_update AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchases_move_counts();
--> statement-breakpoint
CREATE TRIGGER purchases_move_counts_delete AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchases_move_counts();
--> statement-breakpoint
-- the counts of the rows already there, once the triggers hold every later write (creating them waited
-- for the writes under way)
INSERT INTO creator_counts (
  user_id, gifts_shown, gifts_hidden, questions_answered, questions_unanswered, hidden_questions_answered,
  hidden_questions_unanswered, goals, bloc_posts
)
SELECT u.id, coalesce(g.shown, 0), coalesce(g.hidden, 0), coalesce(q.answered, 0), coalesce(q.unanswered, 0),
       coalesce(q.hidden_answered, 0), coalesce(q.hidden_unanswered, 0), coalesce(o.goals, 0),
       coalesce(b.posts, 0)
FROM users u
LEFT JOIN (
  SELECT creator_user_id, count(*) FILTER (WHERE NOT is_hidden) AS shown, count(*) FILTER (WHERE is_hidden) AS hidden
  FROM gifts WHERE settled_at IS NOT NULL AND held_at IS NULL GROUP BY creator_user_id
) g ON g.creator_user_id = u.id
LEFT JOIN (
  SELECT creator_user_id,
         count(*) FILTER (WHERE NOT is_hidden AND answered_at IS NOT NULL) AS answered,
         count(*) FILTER (WHERE NOT is_hidden AND answered_at IS NULL) AS unanswered,
         count(*) FILTER (WHERE is_hidden AND answered_at IS NOT NULL) AS hidden_answered,
         count(*) FILTER (WHERE is_hidden AND answered_at IS NULL) AS hidden_unanswered
  FROM questions GROUP BY creator_user_id
) q ON q.creator_user_id = u.id
LEFT JOIN (SELECT user_id, count(*) AS goals FROM goals GROUP BY user_id) o ON o.user_id = u.id
LEFT JOIN (SELECT user_id, count(*) AS posts FROM bloc_posts GROUP BY user_id) b ON b.user_id = u.id;
--> statement-breakpoint
INSERT INTO photo_post_counts (user_id, published, unpublished)
SELECT u.id, coalesce(p.published, 0), coalesce(p.unpublished, 0)
FROM users u
LEFT JOIN (
  SELECT user_id, count(*) FILTER (WHERE is_published) AS published, count(*) FILTER (WHERE NOT is_published) AS unpublished
  FROM photo_posts WHERE deleted_at IS NULL GROUP BY user_id
) p ON p.user_id = u.id;
--> statement-breakpoint
UPDATE photo_posts p SET purchase_count = c.purchases
FROM (
  SELECT post_id, count(*) AS purchases FROM purchases
  WHERE post_id IS NOT NULL AND settled_at IS NOT NULL AND NOT is_repeat GROUP BY post_id
) c
WHERE p.id = c.post_id;
