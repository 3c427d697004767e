CREATE TABLE "agile_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agile_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agile_network" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"status" text NOT NULL,
	"invited_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agile_plan_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"parent_id" integer,
	"sender_id" integer,
	"sender_name" text NOT NULL,
	"content" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agile_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text,
	"label" text NOT NULL,
	"description" text,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agile_plan_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agile_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"current_role" text,
	"next_role" text,
	"next_role_custom" text,
	"current_level" text,
	"next_level" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agile_meetings" ADD CONSTRAINT "agile_meetings_plan_id_agile_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agile_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agile_meetings" ADD CONSTRAINT "agile_meetings_network_id_agile_network_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."agile_network"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agile_milestones" ADD CONSTRAINT "agile_milestones_plan_id_agile_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agile_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agile_network" ADD CONSTRAINT "agile_network_plan_id_agile_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agile_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agile_plan_comments" ADD CONSTRAINT "agile_plan_comments_plan_id_agile_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agile_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agile_plan_comments" ADD CONSTRAINT "agile_plan_comments_section_id_agile_plan_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."agile_plan_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agile_plan_items" ADD CONSTRAINT "agile_plan_items_plan_id_agile_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agile_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agile_plan_sections" ADD CONSTRAINT "agile_plan_sections_plan_id_agile_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."agile_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agile_meetings_plan_idx" ON "agile_meetings" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "agile_milestones_plan_idx" ON "agile_milestones" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "agile_network_plan_idx" ON "agile_network" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "agile_plan_comments_section_idx" ON "agile_plan_comments" USING btree ("section_id","parent_id");--> statement-breakpoint
CREATE INDEX "agile_plan_items_plan_idx" ON "agile_plan_items" USING btree ("plan_id","type","sort_index");--> statement-breakpoint
CREATE UNIQUE INDEX "agile_plan_sections_plan_type_idx" ON "agile_plan_sections" USING btree ("plan_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "agile_plans_owner_year_idx" ON "agile_plans" USING btree ("client_id","user_id","year");--> statement-breakpoint
CREATE INDEX "team_milestones_team_idx" ON "team_milestones" USING btree ("client_id","team_id");