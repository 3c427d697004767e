CREATE TABLE "alignment_express_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"team_role" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alignment_express_members_team_email_idx" ON "alignment_express_members" USING btree ("team_id",lower("email"));