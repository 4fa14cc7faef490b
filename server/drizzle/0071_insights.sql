CREATE TABLE "insight_checkouts" (
	"creator_user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"paid_gcash" integer DEFAULT 0 NOT NULL,
	"paid_maya" integer DEFAULT 0 NOT NULL,
	"paid_qrph" integer DEFAULT 0 NOT NULL,
	"paid_card" integer DEFAULT 0 NOT NULL,
	"paid_other" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_checkouts_creator_user_id_month_pk" PRIMARY KEY("creator_user_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_cohorts" (
	"creator_user_id" uuid NOT NULL,
	"cohort" date NOT NULL,
	"months_later" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_cohorts_creator_user_id_cohort_months_later_pk" PRIMARY KEY("creator_user_id","cohort","months_later")
);
--> statement-breakpoint
CREATE TABLE "insight_members" (
	"membership_id" uuid PRIMARY KEY NOT NULL,
	"cohort" date NOT NULL,
	"tier_id" uuid NOT NULL,
	"running" boolean DEFAULT false NOT NULL,
	"monthly" bigint DEFAULT 0 NOT NULL,
	"reached" integer DEFAULT -1 NOT NULL,
	"due_month" date,
	"due_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_months" (
	"creator_user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"tier_id" uuid NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"members_change" integer DEFAULT 0 NOT NULL,
	"mrr_change" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_months_creator_user_id_month_tier_id_pk" PRIMARY KEY("creator_user_id","month","tier_id"),
	CONSTRAINT "insight_months_not_negative" CHECK ("insight_months"."new_members" >= 0 and "insight_months"."renewals" >= 0 and "insight_months"."lapses" >= 0 and "insight_months"."cancellations" >= 0 and "insight_months"."revenue" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insight_renewals_due" (
	"creator_user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_renewals_due_creator_user_id_month_pk" PRIMARY KEY("creator_user_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_totals" (
	"creator_user_id" uuid PRIMARY KEY NOT NULL,
	"members_ever" integer DEFAULT 0 NOT NULL,
	"total_paid" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_checkouts" ADD CONSTRAINT "insight_checkouts_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_cohorts" ADD CONSTRAINT "insight_cohorts_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_members" ADD CONSTRAINT "insight_members_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_months" ADD CONSTRAINT "insight_months_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_months" ADD CONSTRAINT "insight_months_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_renewals_due" ADD CONSTRAINT "insight_renewals_due_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_totals" ADD CONSTRAINT "insight_totals_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Insights (decision 0151). Settlement adds what a payment changes (the settlement listener of
-- features/insights); these triggers keep what a membership's own row dates: its lapse (lapsed_at), its
-- cancellation (cancelled_at), the members running and their monthly revenue, the months after joining its
-- paid periods reach (its cohort), the renewal it is expected to pay, and what its members paid in all. Each
-- runs once per statement and compares each row's counted columns before and after, so a reminder's mark
-- moves nothing; `insight_members` holds what was counted of each membership, and a change moves the
-- counters by the difference. Months are Manila calendar months, as the app reckons them.

CREATE FUNCTION insight_month(moment timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', $1 AT TIME ZONE 'Asia/Manila')::date
$$;
--> statement-breakpoint
-- `n` calendar months after `moment` on Manila's wall clock, the day kept or the month's last (addManilaMonths)
CREATE FUNCTION insight_months_after(moment timestamptz, n integer) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT (($1 AT TIME ZONE 'Asia/Manila') + make_interval(months => $2)) AT TIME ZONE 'Asia/Manila'
$$;
--> statement-breakpoint
-- how many calendar months (Manila) from the month of `first_at` to the month of `last_at`
CREATE FUNCTION insight_month_span(first_at timestamptz, last_at timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT ((extract(year FROM $2 AT TIME ZONE 'Asia/Manila') - extract(year FROM $1 AT TIME ZONE 'Asia/Manila')) * 12
    + extract(month FROM $2 AT TIME ZONE 'Asia/Manila') - extract(month FROM $1 AT TIME ZONE 'Asia/Manila'))::integer
$$;
--> statement-breakpoint
-- what a tier's period costs, as the contract's periodPrice reckons it
CREATE FUNCTION insight_period_price(tier uuid, period_months integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT round(t.price::numeric * $2 * (100 - CASE $2 WHEN 12 THEN t.discount_12_months WHEN 6 THEN t.discount_6_months ELSE 0 END) / 100)::bigint
  FROM membership_tiers t WHERE t.id = $1
$$;
--> statement-breakpoint
-- The renewal each of `moved` is expected to pay: a membership running, renewing by itself with a method the
-- provider can charge and not cancelled, in the month its period ends, at its next period's price (the tier
-- it moves down to, if it chose one). Where that changed, it leaves the month it was counted in.
CREATE FUNCTION insight_follow_due(moved memberships[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH due AS (
    SELECT m.id, m.creator_user_id, i.due_month AS old_month, i.due_amount AS old_amount,
      CASE WHEN m.status <> 'lapsed' AND m.auto_renew AND m.recurring_token IS NOT NULL AND m.cancelled_at IS NULL
        THEN insight_month(m.ends_at) END AS new_month,
      CASE WHEN m.status <> 'lapsed' AND m.auto_renew AND m.recurring_token IS NOT NULL AND m.cancelled_at IS NULL
        THEN coalesce(insight_period_price(coalesce(m.next_tier_id, m.tier_id), m.months), 0) ELSE 0 END AS new_amount
    FROM unnest(moved) m JOIN insight_members i ON i.membership_id = m.id
  ), changed AS (
    SELECT * FROM due WHERE old_month IS DISTINCT FROM new_month OR old_amount <> new_amount
  ), kept AS (
    UPDATE insight_members i SET due_month = c.new_month, due_amount = c.new_amount
    FROM changed c WHERE i.membership_id = c.id
  ), moves AS (
    SELECT creator_user_id, old_month AS month, -1 AS members, -old_amount AS amount FROM changed WHERE old_month IS NOT NULL
    UNION ALL
    SELECT creator_user_id, new_month, 1, new_amount FROM changed WHERE new_month IS NOT NULL
  )
  INSERT INTO insight_renewals_due AS d (creator_user_id, month, members, amount)
  SELECT creator_user_id, month, sum(members), sum(amount) FROM moves GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (creator_user_id, month) DO UPDATE SET members = d.members + excluded.members, amount = d.amount + excluded.amount;
END
$$;
--> statement-breakpoint
-- what an update changed of a membership, as the trigger below counts it: the money paid since, and the times
-- it was cancelled, lapsed, ran again, and the period paid newly reaches (null when none of these happened)
CREATE TYPE insight_membership_change AS (
  id uuid, creator_user_id uuid, tier_id uuid, started_at timestamptz, paid bigint, cancelled_at timestamptz,
  lapsed_at timestamptz, resumed_at timestamptz, paid_from timestamptz, paid_to timestamptz
);
--> statement-breakpoint
CREATE FUNCTION insights_memberships_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- a transition table's rows are records: taken into the table's type for insight_follow_due
  moved memberships[];
  changes insight_membership_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- a member from the day they joined; their price is counted when their payment settles
    INSERT INTO insight_members (membership_id, cohort, tier_id, running)
    SELECT n.id, insight_month(n.started_at), n.tier_id, n.status <> 'lapsed' FROM new_rows n
    ON CONFLICT (membership_id) DO NOTHING;
    INSERT INTO insight_totals AS t (creator_user_id, members_ever, total_paid)
    SELECT n.creator_user_id, count(*), sum(n.total_paid) FROM new_rows n GROUP BY 1 ORDER BY 1
    ON CONFLICT (creator_user_id) DO UPDATE
      SET members_ever = t.members_ever + excluded.members_ever, total_paid = t.total_paid + excluded.total_paid;
    INSERT INTO insight_months AS i (creator_user_id, month, tier_id, members_change)
    SELECT n.creator_user_id, insight_month(n.started_at), n.tier_id, count(*) FROM new_rows n
    WHERE n.status <> 'lapsed' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (creator_user_id, month, tier_id) DO UPDATE SET members_change = i.members_change + excluded.members_change;
    -- the months from the day they joined that their first period reaches
    WITH cells AS (
      SELECT n.creator_user_id, c.membership_id, c.cohort, g AS months_later
      FROM new_rows n JOIN insight_members c ON c.membership_id = n.id,
           generate_series(0, insight_month_span(n.started_at, n.ends_at)) g
      WHERE insight_months_after(n.started_at, g) < n.ends_at
    ), marked AS (
      UPDATE insight_members c SET reached = r.top
      FROM (SELECT membership_id, max(months_later) AS top FROM cells GROUP BY 1) r
      WHERE c.membership_id = r.membership_id
    )
    INSERT INTO insight_cohorts AS k (creator_user_id, cohort, months_later, members)
    SELECT creator_user_id, cohort, months_later, count(*) FROM cells GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (creator_user_id, cohort, months_later) DO UPDATE SET members = k.members + excluded.members;
    moved := array(SELECT n FROM new_rows n);
    PERFORM insight_follow_due(moved);
    RETURN NULL;
  END IF;

  -- one pass over the statement's rows: what changed of each membership whose counted columns changed (a
  -- reminder's mark changes none), and the rows whose renewal due may have moved
  SELECT array_agg(ROW(n.id, n.creator_user_id, n.tier_id, n.started_at, n.total_paid - o.total_paid,
           CASE WHEN n.cancelled_at IS NOT NULL AND o.cancelled_at IS NULL THEN n.cancelled_at END,
           CASE WHEN n.status = 'lapsed' AND o.status <> 'lapsed' THEN coalesce(n.lapsed_at, n.ends_at) END,
           CASE WHEN o.status = 'lapsed' AND n.status <> 'lapsed' THEN greatest(n.period_start, o.lapsed_at) END,
           CASE WHEN n.ends_at > o.ends_at THEN greatest(o.ends_at, n.period_start) END, n.ends_at
         )::insight_membership_change),
         array_agg(n) FILTER (WHERE (o.status, o.cancelled_at, o.ends_at, o.auto_renew, o.recurring_token, o.tier_id,
           o.next_tier_id, o.months) IS DISTINCT FROM (n.status, n.cancelled_at, n.ends_at, n.auto_renew,
           n.recurring_token, n.tier_id, n.next_tier_id, n.months))
    INTO changes, moved
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (o.status, o.cancelled_at, o.ends_at, o.period_start, o.total_paid, o.auto_renew, o.recurring_token, o.tier_id,
         o.next_tier_id, o.months)
    IS DISTINCT FROM (n.status, n.cancelled_at, n.ends_at, n.period_start, n.total_paid, n.auto_renew,
         n.recurring_token, n.tier_id, n.next_tier_id, n.months);
  IF changes IS NULL THEN RETURN NULL; END IF;

  -- what members paid, less refunds
  INSERT INTO insight_totals AS t (creator_user_id, total_paid)
  SELECT creator_user_id, sum(paid) FROM unnest(changes) WHERE paid <> 0 GROUP BY 1 ORDER BY 1
  ON CONFLICT (creator_user_id) DO UPDATE SET total_paid = t.total_paid + excluded.total_paid;

  -- a cancellation in the month it was made, under the tier it was made in
  INSERT INTO insight_months AS i (creator_user_id, month, tier_id, cancellations)
  SELECT creator_user_id, insight_month(cancelled_at), tier_id, count(*) FROM unnest(changes)
  WHERE cancelled_at IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (creator_user_id, month, tier_id) DO UPDATE SET cancellations = i.cancellations + excluded.cancellations;

  -- a lapse in the month the job marked it: the member and their monthly revenue leave
  WITH ended AS (
    SELECT x.id, x.creator_user_id, insight_month(x.lapsed_at) AS month, x.tier_id,
           c.tier_id AS counted_tier, c.running, c.monthly
    FROM unnest(changes) x JOIN insight_members c ON c.membership_id = x.id
    WHERE x.lapsed_at IS NOT NULL
  ), stopped AS (
    UPDATE insight_members c SET running = false FROM ended e WHERE c.membership_id = e.id AND e.running
  ), moves AS (
    SELECT creator_user_id, month, tier_id, 1 AS lapses, 0 AS members, 0::bigint AS mrr FROM ended
    UNION ALL
    SELECT creator_user_id, month, counted_tier, 0, -1, -monthly FROM ended WHERE running
  )
  INSERT INTO insight_months AS i (creator_user_id, month, tier_id, lapses, members_change, mrr_change)
  SELECT creator_user_id, month, tier_id, sum(lapses), sum(members), sum(mrr) FROM moves
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (creator_user_id, month, tier_id) DO UPDATE SET lapses = i.lapses + excluded.lapses,
    members_change = i.members_change + excluded.members_change, mrr_change = i.mrr_change + excluded.mrr_change;

  -- running again: a member who joins again (from the time they paid), or whose lapse a refund the provider
  -- refused undid (back in the month of the lapse)
  WITH resumed AS (
    SELECT x.id, x.creator_user_id, insight_month(x.resumed_at) AS month, c.tier_id, c.monthly
    FROM unnest(changes) x JOIN insight_members c ON c.membership_id = x.id
    WHERE x.resumed_at IS NOT NULL AND NOT c.running
  ), started AS (
    UPDATE insight_members c SET running = true FROM resumed r WHERE c.membership_id = r.id
  )
  INSERT INTO insight_months AS i (creator_user_id, month, tier_id, members_change, mrr_change)
  SELECT creator_user_id, month, tier_id, count(*), sum(monthly) FROM resumed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (creator_user_id, month, tier_id) DO UPDATE SET
    members_change = i.members_change + excluded.members_change, mrr_change = i.mrr_change + excluded.mrr_change;

  -- retention: the days N months after the member joined that the period now paid reaches, each counted once
  -- in the cohort (a month between a lapse and a return is not reached)
  WITH paid AS (
    SELECT x.id, x.creator_user_id, c.cohort, x.started_at, c.reached, x.paid_from, x.paid_to
    FROM unnest(changes) x JOIN insight_members c ON c.membership_id = x.id
    WHERE x.paid_from IS NOT NULL
  ), cells AS (
    SELECT p.id, p.creator_user_id, p.cohort, g AS months_later
    FROM paid p, generate_series(greatest(p.reached + 1, 0), insight_month_span(p.started_at, p.paid_to)) g
    WHERE insight_months_after(p.started_at, g) >= p.paid_from AND insight_months_after(p.started_at, g) < p.paid_to
  ), marked AS (
    UPDATE insight_members c SET reached = r.top
    FROM (SELECT id, max(months_later) AS top FROM cells GROUP BY id) r WHERE c.membership_id = r.id
  )
  INSERT INTO insight_cohorts AS k (creator_user_id, cohort, months_later, members)
  SELECT creator_user_id, cohort, months_later, count(*) FROM cells GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (creator_user_id, cohort, months_later) DO UPDATE SET members = k.members + excluded.members;

  IF moved IS NOT NULL THEN PERFORM insight_follow_due(moved); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER insights_memberships_insert AFTER INSERT ON memberships
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_memberships_moved();
--> statement-breakpoint
CREATE TRIGGER insights_memberships_update AFTER UPDATE ON memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_memberships_moved();
--> statement-breakpoint
-- a tier's new price reaches the renewals expected of the memberships that renew into it
CREATE FUNCTION insights_tiers_repriced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_follow_due(array(
    SELECT m FROM memberships m
    JOIN (SELECT n.id, n.creator_user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.price, n.discount_6_months, n.discount_12_months)
            IS DISTINCT FROM (o.price, o.discount_6_months, o.discount_12_months)) t
      ON m.creator_user_id = t.creator_user_id AND coalesce(m.next_tier_id, m.tier_id) = t.id
    WHERE m.status <> 'lapsed' AND m.auto_renew));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER insights_tiers_repriced AFTER UPDATE ON membership_tiers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_tiers_repriced();
--> statement-breakpoint
-- a membership checkout opened (a renewal charged by itself is none), in the month of its payment
CREATE FUNCTION insights_checkouts_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_checkouts AS c (creator_user_id, month, started)
  SELECT n.creator_user_id, insight_month(p.created_at), count(*)
  FROM new_rows n JOIN payments p ON p.id = n.payment_id
  WHERE n.purpose <> 'recurring' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (creator_user_id, month) DO UPDATE SET started = c.started + excluded.started;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER insights_checkouts_opened AFTER INSERT ON membership_payments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insights_checkouts_opened();
--> statement-breakpoint
-- Memberships from before Insights, counted once from the tables as they stand. What the tables no longer
-- say is reckoned: a membership ran from its start to its end (or its lapse) without a gap, at its tier's
-- price for its period; a member's first payment made them new and each later period renewed them; a paid
-- checkout's method is the one the membership was last paid with.
INSERT INTO insight_members (membership_id, cohort, tier_id, running, monthly)
SELECT m.id, insight_month(m.started_at), m.tier_id, m.status <> 'lapsed',
       coalesce(insight_period_price(m.tier_id, m.months), 0) * (12 / m.months)
FROM memberships m;
--> statement-breakpoint
INSERT INTO insight_totals (creator_user_id, members_ever, total_paid)
SELECT creator_user_id, count(*), sum(total_paid) FROM memberships GROUP BY 1;
--> statement-breakpoint
INSERT INTO insight_months (creator_user_id, month, tier_id, new_members, renewals, lapses, cancellations, revenue,
                            members_change, mrr_change)
SELECT creator_user_id, month, tier_id, sum(new_members), sum(renewals), sum(lapses), sum(cancellations),
       sum(revenue), sum(members), sum(mrr)
FROM (
  SELECT creator_user_id, insight_month(paid_at) AS month, tier_id, (nth = 1)::int AS new_members,
         (nth > 1 AND purpose <> 'upgrade')::int AS renewals, 0 AS lapses, 0 AS cancellations, amount AS revenue,
         0 AS members, 0::bigint AS mrr
  FROM (
    SELECT mp.creator_user_id, mp.tier_id, mp.purpose, p.amount, coalesce(p.paid_at, p.created_at) AS paid_at,
           row_number() OVER (PARTITION BY mp.membership_id ORDER BY coalesce(p.paid_at, p.created_at), p.id) AS nth
    FROM membership_payments mp JOIN payments p ON p.id = mp.payment_id
    WHERE p.status = 'paid' AND mp.membership_id IS NOT NULL
  ) paid
  UNION ALL
  -- a membership no payment of which is left (one given by hand) made a member all the same
  SELECT m.creator_user_id, insight_month(m.started_at), m.tier_id, 1, 0, 0, 0, 0, 0, 0 FROM memberships m
  WHERE NOT EXISTS (SELECT 1 FROM membership_payments mp JOIN payments p ON p.id = mp.payment_id
                    WHERE mp.membership_id = m.id AND p.status = 'paid')
  UNION ALL
  SELECT m.creator_user_id, insight_month(m.started_at), m.tier_id, 0, 0, 0, 0, 0, 1, c.monthly
  FROM memberships m JOIN insight_members c ON c.membership_id = m.id
  UNION ALL
  SELECT m.creator_user_id, insight_month(coalesce(m.lapsed_at, m.ends_at)), m.tier_id, 0, 0, 1, 0, 0, -1, -c.monthly
  FROM memberships m JOIN insight_members c ON c.membership_id = m.id WHERE m.status = 'lapsed'
  UNION ALL
  SELECT creator_user_id, insight_month(cancelled_at), tier_id, 0, 0, 0, 1, 0, 0, 0 FROM memberships
  WHERE cancelled_at IS NOT NULL
) moves
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO insight_checkouts (creator_user_id, month, started, paid_gcash, paid_maya, paid_qrph, paid_card, paid_other)
SELECT creator_user_id, month, sum(started), sum((method = 'gcash')::int), sum((method = 'maya')::int),
       sum((method = 'qrph')::int), sum((method = 'card')::int), sum((method = 'other')::int)
FROM (
  SELECT mp.creator_user_id, insight_month(p.created_at) AS month, 1 AS started, NULL AS method
  FROM membership_payments mp JOIN payments p ON p.id = mp.payment_id WHERE mp.purpose <> 'recurring'
  UNION ALL
  SELECT mp.creator_user_id, insight_month(coalesce(p.paid_at, p.created_at)), 0,
         CASE WHEN m.method IN ('gcash', 'card', 'qrph') THEN m.method
              WHEN m.method IN ('paymaya', 'maya') THEN 'maya' ELSE 'other' END
  FROM membership_payments mp JOIN payments p ON p.id = mp.payment_id
  LEFT JOIN memberships m ON m.id = mp.membership_id
  WHERE mp.purpose <> 'recurring' AND p.status = 'paid'
) checkouts
GROUP BY 1, 2;
--> statement-breakpoint
WITH cells AS (
  SELECT m.id, m.creator_user_id, c.cohort, g AS months_later
  FROM memberships m JOIN insight_members c ON c.membership_id = m.id,
       generate_series(0, insight_month_span(m.started_at, m.ends_at)) g
  WHERE insight_months_after(m.started_at, g) < m.ends_at
), marked AS (
  UPDATE insight_members c SET reached = r.top
  FROM (SELECT id, max(months_later) AS top FROM cells GROUP BY id) r WHERE c.membership_id = r.id
)
INSERT INTO insight_cohorts (creator_user_id, cohort, months_later, members)
SELECT creator_user_id, cohort, months_later, count(*) FROM cells GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT insight_follow_due(array(SELECT m FROM memberships m));
