CREATE TABLE "identity_verification_files" (
	"verification_id" uuid NOT NULL,
	"side" text NOT NULL,
	"storage_key" text NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"key_nonce" text NOT NULL,
	"file_nonce" text NOT NULL,
	CONSTRAINT "identity_verification_files_verification_id_side_pk" PRIMARY KEY("verification_id","side"),
	CONSTRAINT "identity_verification_files_side_check" CHECK (side in ('front', 'back', 'selfie'))
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"legal_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"address" text NOT NULL,
	"id_type" text NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone,
	CONSTRAINT "identity_verifications_status_check" CHECK (status in ('pending', 'approved', 'rejected')),
	CONSTRAINT "identity_verifications_id_type_check" CHECK (id_type in ('philsys', 'passport', 'drivers_license', 'umid', 'sss', 'prc', 'postal', 'voters')),
	CONSTRAINT "identity_verifications_review_check" CHECK (("identity_verifications"."status" = 'pending') = ("identity_verifications"."reviewed_at" is null) and ("identity_verifications"."status" = 'pending' or "identity_verifications"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "identity_verification_files" ADD CONSTRAINT "identity_verification_files_verification_id_identity_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."identity_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verification_files_storage_key" ON "identity_verification_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "identity_verification_files_key_idx" ON "identity_verification_files" USING btree ("key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_queue_idx" ON "identity_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_retain_idx" ON "identity_verifications" USING btree ("retain_until") WHERE "identity_verifications"."retain_until" is not null;