CREATE TABLE "notification_email_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"sprint_id" integer,
	"related_id" integer,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"text_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"route" text,
	"status" text,
	"show_button" boolean DEFAULT false NOT NULL,
	"button_text" text,
	"check_in_date" date,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"dedup_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_email_prefs_user_kind_idx" ON "notification_email_preferences" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "notification_email_prefs_mode_idx" ON "notification_email_preferences" USING btree ("mode");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedup_idx" ON "notifications" USING btree ("user_id","dedup_key");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE NOT "notifications"."is_read";