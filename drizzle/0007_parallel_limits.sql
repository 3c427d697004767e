CREATE TABLE "organisation_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"roles" text[] NOT NULL,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_open_idx" ON "organisation_invitations" USING btree ("client_id","user_id") WHERE "organisation_invitations"."accepted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_candidates_one_open_per_email" ON "job_candidates" USING btree ("client_id",lower("email")) WHERE "job_candidates"."status" in ('INVITED', 'IN_PROGRESS');--> statement-breakpoint
CREATE UNIQUE INDEX "agile_plan_comments_one_open_thread" ON "agile_plan_comments" USING btree ("section_id") WHERE "agile_plan_comments"."parent_id" IS NULL AND "agile_plan_comments"."resolved_at" IS NULL;