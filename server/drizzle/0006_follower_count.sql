-- users.follower_count moves with every row of follows, in the same transaction and statement, whatever
-- code path (or cascade) adds or removes the row; the CHECK on users keeps it from going below zero.

CREATE FUNCTION follows_move_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET follower_count = follower_count + 1 WHERE id = NEW.followee_user_id;
  ELSE
    UPDATE users SET follower_count = follower_count - 1 WHERE id = OLD.followee_user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER follows_move_count AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION follows_move_count();
--> statement-breakpoint
-- a follow is a fact (who, whom, when); changing who or whom would leave the counts behind
CREATE FUNCTION follows_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'follows rows are inserted or deleted, never updated' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER follows_refuse_update BEFORE UPDATE ON follows
  FOR EACH ROW EXECUTE FUNCTION follows_refuse_update();
