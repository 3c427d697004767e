CREATE TABLE "alignment_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_type" text DEFAULT 'MEMBER' NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"research" jsonb,
	"last_page" smallint DEFAULT 1 NOT NULL,
	"invited_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alignment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"version" integer NOT NULL,
	"respondents" integer NOT NULL,
	"subscales" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alignment_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"survey_type" text DEFAULT 'standard' NOT NULL,
	"created_by" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"generated_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alignment_participants" ADD CONSTRAINT "alignment_participants_survey_id_alignment_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."alignment_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alignment_reports" ADD CONSTRAINT "alignment_reports_survey_id_alignment_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."alignment_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alignment_participants_survey_idx" ON "alignment_participants" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alignment_participants_survey_email_idx" ON "alignment_participants" USING btree ("survey_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "alignment_reports_team_version_idx" ON "alignment_reports" USING btree ("team_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "alignment_reports_survey_idx" ON "alignment_reports" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "alignment_surveys_team_idx" ON "alignment_surveys" USING btree ("client_id","team_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alignment_surveys_one_open_per_team" ON "alignment_surveys" USING btree ("team_id") WHERE closed_at is null;