CREATE TABLE "staff_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"subject_user_id" uuid NOT NULL,
	"amount" bigint,
	"staff_user_id" uuid NOT NULL,
	"staff_email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_approvals_action_check" CHECK (action in ('identity.approve', 'payment.refund')),
	CONSTRAINT "staff_approvals_amount_check" CHECK (("staff_approvals"."action" = 'payment.refund') = ("staff_approvals"."amount" is not null) and ("staff_approvals"."amount" is null or "staff_approvals"."amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "staff_approvals" ADD CONSTRAINT "staff_approvals_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_approvals_target_idx" ON "staff_approvals" USING btree ("action","target");--> statement-breakpoint
CREATE INDEX "staff_approvals_subject_idx" ON "staff_approvals" USING btree ("subject_user_id");