CREATE TABLE "insight_income" (
	"creator_user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_income_creator_user_id_month_type_pk" PRIMARY KEY("creator_user_id","month","type")
);
--> statement-breakpoint
ALTER TABLE "promo_redemptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "insight_income" ADD CONSTRAINT "insight_income_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leak_reports_closed_idx" ON "leak_reports" USING btree ("viewer_user_id","post_id") WHERE "leak_reports"."access_revoked_at" is not null;
--> statement-breakpoint
-- Insights' income by type (decision 0166): every statement line that brings a creator money from a
-- supporter (a positive total; not a payout, a referral reward or an adjustment) is counted under its type
-- in the Manila month it is written, once per INSERT statement, whoever writes it.
CREATE FUNCTION insight_income_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_income AS i (creator_user_id, month, type, count, amount)
    SELECT user_id, insight_month(created_at), type, count(*), sum(gross_amount)
      FROM new_lines
     WHERE total_amount > 0 AND type NOT IN ('payout', 'referral_reward', 'others')
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
  ON CONFLICT (creator_user_id, month, type) DO UPDATE SET
    count = i.count + excluded.count,
    amount = i.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER statement_lines_insight_income AFTER INSERT ON statement_lines
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION insight_income_count();
--> statement-breakpoint
-- the statement as it stands, counted once
INSERT INTO insight_income (creator_user_id, month, type, count, amount)
  SELECT user_id, insight_month(created_at), type, count(*), sum(gross_amount)
    FROM statement_lines
   WHERE total_amount > 0 AND type NOT IN ('payout', 'referral_reward', 'others')
   GROUP BY 1, 2, 3;
