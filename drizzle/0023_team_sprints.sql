CREATE TABLE "sprint_stand_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"done" text DEFAULT '' NOT NULL,
	"next" text DEFAULT '' NOT NULL,
	"blockers" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text DEFAULT 'OTHER' NOT NULL,
	"stand_up_assistant_enabled" boolean DEFAULT true NOT NULL,
	"third_party_app_notification_disabled" boolean DEFAULT false NOT NULL,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sprint_stand_ups" ADD CONSTRAINT "sprint_stand_ups_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_team_members" ADD CONSTRAINT "sprint_team_members_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_stand_ups_sprint_user_day_idx" ON "sprint_stand_ups" USING btree ("sprint_id","user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_team_members_sprint_user_idx" ON "sprint_team_members" USING btree ("sprint_id","user_id");--> statement-breakpoint
CREATE INDEX "sprint_team_members_user_idx" ON "sprint_team_members" USING btree ("user_id");