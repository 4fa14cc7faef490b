CREATE TABLE "discord_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"discord_user_id" text NOT NULL,
	"username" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discord_accounts_discord_user_id_unique" UNIQUE("discord_user_id")
);
--> statement-breakpoint
CREATE TABLE "discord_role_syncs" (
	"creator_user_id" uuid NOT NULL,
	"member_user_id" uuid NOT NULL,
	"applied_guild_id" text,
	"applied_role_id" text,
	"applied_discord_user_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"retry_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discord_role_syncs_creator_user_id_member_user_id_pk" PRIMARY KEY("creator_user_id","member_user_id"),
	CONSTRAINT "discord_role_syncs_state_check" CHECK (state in ('pending', 'synced', 'waiting', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "discord_servers" (
	"creator_user_id" uuid PRIMARY KEY NOT NULL,
	"guild_id" text NOT NULL,
	"guild_name" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_tier_roles" (
	"tier_id" uuid PRIMARY KEY NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"role_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_groups" (
	"creator_user_id" uuid PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"title" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_invites" (
	"creator_user_id" uuid NOT NULL,
	"member_user_id" uuid NOT NULL,
	"chat_id" text NOT NULL,
	"invite_link" text,
	"expires_at" timestamp with time zone,
	"telegram_user_id" text,
	"state" text NOT NULL,
	"last_error" text,
	"retry_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_invites_creator_user_id_member_user_id_pk" PRIMARY KEY("creator_user_id","member_user_id"),
	CONSTRAINT "telegram_invites_state_check" CHECK (state in ('invited', 'joined', 'removed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "discord_accounts" ADD CONSTRAINT "discord_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_role_syncs" ADD CONSTRAINT "discord_role_syncs_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_role_syncs" ADD CONSTRAINT "discord_role_syncs_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_servers" ADD CONSTRAINT "discord_servers_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_tier_roles" ADD CONSTRAINT "discord_tier_roles_tier_id_membership_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."membership_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_tier_roles" ADD CONSTRAINT "discord_tier_roles_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_groups" ADD CONSTRAINT "telegram_groups_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_invites" ADD CONSTRAINT "telegram_invites_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_invites" ADD CONSTRAINT "telegram_invites_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discord_role_syncs_member_idx" ON "discord_role_syncs" USING btree ("member_user_id");--> statement-breakpoint
CREATE INDEX "discord_role_syncs_retry_idx" ON "discord_role_syncs" USING btree ("retry_at") WHERE "discord_role_syncs"."retry_at" is not null;--> statement-breakpoint
CREATE INDEX "discord_tier_roles_creator_idx" ON "discord_tier_roles" USING btree ("creator_user_id");--> statement-breakpoint
CREATE INDEX "telegram_invites_member_idx" ON "telegram_invites" USING btree ("member_user_id");--> statement-breakpoint
CREATE INDEX "telegram_invites_link_idx" ON "telegram_invites" USING btree ("invite_link");