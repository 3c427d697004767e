CREATE TABLE "notification_email_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_email_prefs_user_kind_idx" ON "notification_email_preferences" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "notification_email_prefs_mode_idx" ON "notification_email_preferences" USING btree ("mode");