CREATE TABLE "sprint_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"action_id" integer,
	"type" text DEFAULT 'ACTIVITY' NOT NULL,
	"code" text DEFAULT 'OTH' NOT NULL,
	"kind" text DEFAULT 'OFFLINE' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'TODO' NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"meeting_start" timestamp with time zone,
	"meeting_end" timestamp with time zone,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_activity_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"crew_id" integer,
	"stakeholder_id" integer
);
--> statement-breakpoint
CREATE TABLE "sprint_crew" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"invited_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"label" text NOT NULL,
	"description" text,
	"sort_index" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"action_lead_id" integer,
	"suggested_activities" jsonb,
	"current" smallint,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sprint_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"choice" smallint NOT NULL,
	"outcome_status" text,
	"reflection" text,
	"learnings" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_stakeholders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"sprint_type" text DEFAULT 'USER_SPRINT' NOT NULL,
	"sprint_code" text,
	"custom" boolean DEFAULT false NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"icon" text,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"outcome_status" text,
	"design_step" text DEFAULT 'select' NOT NULL,
	"duration_weeks" smallint DEFAULT 4 NOT NULL,
	"extended_weeks" smallint DEFAULT 0 NOT NULL,
	"feedback_frequency_days" smallint DEFAULT 7 NOT NULL,
	"check_in_weekday" smallint DEFAULT 1 NOT NULL,
	"check_in_time" text DEFAULT '09:00' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"start_date" date,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"calendar_uid" text,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sprint_activities" ADD CONSTRAINT "sprint_activities_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_activities" ADD CONSTRAINT "sprint_activities_action_id_sprint_items_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."sprint_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_activity_people" ADD CONSTRAINT "sprint_activity_people_activity_id_sprint_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."sprint_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_activity_people" ADD CONSTRAINT "sprint_activity_people_crew_id_sprint_crew_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."sprint_crew"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_activity_people" ADD CONSTRAINT "sprint_activity_people_stakeholder_id_sprint_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."sprint_stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_crew" ADD CONSTRAINT "sprint_crew_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_items" ADD CONSTRAINT "sprint_items_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_reviews" ADD CONSTRAINT "sprint_reviews_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_stakeholders" ADD CONSTRAINT "sprint_stakeholders_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sprint_activities_sprint_idx" ON "sprint_activities" USING btree ("sprint_id","status","position");--> statement-breakpoint
CREATE INDEX "sprint_activities_meeting_idx" ON "sprint_activities" USING btree ("sprint_id","meeting_start");--> statement-breakpoint
CREATE INDEX "sprint_activity_people_activity_idx" ON "sprint_activity_people" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "sprint_crew_sprint_idx" ON "sprint_crew" USING btree ("sprint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_crew_sprint_email_idx" ON "sprint_crew" USING btree ("sprint_id",lower("email")) WHERE status <> 'REMOVED';--> statement-breakpoint
CREATE INDEX "sprint_items_sprint_idx" ON "sprint_items" USING btree ("sprint_id","kind","sort_index");--> statement-breakpoint
CREATE INDEX "sprint_reviews_sprint_idx" ON "sprint_reviews" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "sprint_stakeholders_sprint_idx" ON "sprint_stakeholders" USING btree ("sprint_id");--> statement-breakpoint
CREATE INDEX "sprints_client_user_idx" ON "sprints" USING btree ("client_id","user_id","status");--> statement-breakpoint
CREATE INDEX "sprints_team_idx" ON "sprints" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprints_one_user_sprint_in_progress" ON "sprints" USING btree ("user_id") WHERE sprint_type = 'USER_SPRINT' and status = 'IN_PROGRESS';--> statement-breakpoint
CREATE UNIQUE INDEX "sprints_one_team_sprint_in_progress" ON "sprints" USING btree ("team_id") WHERE sprint_type = 'TEAM_SPRINT' and status = 'IN_PROGRESS';