ALTER TABLE "refunds" DROP CONSTRAINT "refunds_origin_check";--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD COLUMN "before_refund" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_unique" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_origin_check" CHECK (origin in ('settlement', 'staff', 'creator', 'provider'));--> statement-breakpoint
-- a gift whose payment is being refunded leaves the page's counts as it leaves the wall (decision 0104)
CREATE OR REPLACE FUNCTION gifts_move_counts() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WHERE settled_at IS NOT NULL AND held_at IS NULL AND refunded_at IS NULL
    GROUP BY creator_user_id
  ) d
  WHERE c.user_id = d.creator_user_id AND (d.shown <> 0 OR d.hidden <> 0);
  RETURN NULL;
END
$$;
