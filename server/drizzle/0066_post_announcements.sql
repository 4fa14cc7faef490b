-- a post told to its creator's followers once, and how far the telling got (decision 0133)
CREATE TABLE "post_announcements" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"after_user_id" uuid,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "post_announcements" ADD CONSTRAINT "post_announcements_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_followee_follower_idx" ON "follows" USING btree ("followee_user_id","follower_user_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('gift_received', 'member_joined', 'membership_renewed', 'new_follower', 'purchase_made', 'gift_replied', 'payout_sent', 'payout_failed', 'payout_held', 'refund_requested', 'refund_answered', 'membership_ending', 'new_post'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('gift_received', 'member_joined', 'membership_renewed', 'new_follower', 'purchase_made', 'gift_replied', 'payout_sent', 'payout_failed', 'payout_held', 'refund_requested', 'refund_answered', 'membership_ending', 'new_post'));