CREATE TABLE "team_viewing_rights" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "team_viewing_rights" ADD CONSTRAINT "team_viewing_rights_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_viewing_rights_key" ON "team_viewing_rights" USING btree ("team_id","user_id","item");--> statement-breakpoint
CREATE INDEX "team_viewing_rights_user_idx" ON "team_viewing_rights" USING btree ("client_id","user_id");