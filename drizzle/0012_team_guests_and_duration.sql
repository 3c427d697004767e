ALTER TABLE "team_members" ADD COLUMN "team_role" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "end_date" date;