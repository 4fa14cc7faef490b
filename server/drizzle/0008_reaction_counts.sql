-- reaction_counts moves with every row of reactions, in the same statement: +1 for a new reaction, -1 for
-- a removed one, and both when a reaction is replaced by another. The row lock on the reaction serialises
-- one user's concurrent adds and removes; the CHECK on reaction_counts keeps every count at zero or above.

CREATE FUNCTION reactions_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE reaction_counts SET
      heart_count = heart_count - (OLD.reaction_id = 1)::int,
      laugh_count = laugh_count - (OLD.reaction_id = 2)::int,
      support_count = support_count - (OLD.reaction_id = 3)::int,
      sad_count = sad_count - (OLD.reaction_id = 4)::int,
      angry_count = angry_count - (OLD.reaction_id = 5)::int
    WHERE content_type = OLD.content_type AND content_id = OLD.content_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO reaction_counts AS c (content_type, content_id, heart_count, laugh_count, support_count, sad_count, angry_count)
    VALUES (NEW.content_type, NEW.content_id, (NEW.reaction_id = 1)::int, (NEW.reaction_id = 2)::int,
            (NEW.reaction_id = 3)::int, (NEW.reaction_id = 4)::int, (NEW.reaction_id = 5)::int)
    ON CONFLICT (content_type, content_id) DO UPDATE SET
      heart_count = c.heart_count + excluded.heart_count,
      laugh_count = c.laugh_count + excluded.laugh_count,
      support_count = c.support_count + excluded.support_count,
      sad_count = c.sad_count + excluded.sad_count,
      angry_count = c.angry_count + excluded.angry_count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reactions_move_counts_insert_delete AFTER INSERT OR DELETE ON reactions
  FOR EACH ROW EXECUTE FUNCTION reactions_move_counts();
--> statement-breakpoint
CREATE TRIGGER reactions_move_counts_update AFTER UPDATE ON reactions
  FOR EACH ROW
  WHEN (OLD.reaction_id IS DISTINCT FROM NEW.reaction_id OR OLD.content_type IS DISTINCT FROM NEW.content_type
        OR OLD.content_id IS DISTINCT FROM NEW.content_id)
  EXECUTE FUNCTION reactions_move_counts();
