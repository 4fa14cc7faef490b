-- Supporters counts people, not gifts: a signed-in supporter once per creator, each visitor's gift as one
UPDATE "users" SET "donation_count" = coalesce((
  SELECT count(DISTINCT "supporter_user_id") + count(*) FILTER (WHERE "supporter_user_id" IS NULL)
  FROM "gifts"
  WHERE "gifts"."creator_user_id" = "users"."id" AND "gifts"."settled_at" IS NOT NULL
), 0);
