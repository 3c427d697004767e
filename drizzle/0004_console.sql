CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"target_user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"plan_code" text NOT NULL,
	"status" text NOT NULL,
	"current_term_end" timestamp with time zone,
	"previous_plan_code" text,
	"previous_status" text,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_client_idx" ON "audit_entries" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_changes_client_idx" ON "subscription_changes" USING btree ("client_id","changed_at");