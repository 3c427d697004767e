CREATE TABLE "team_impact_requests" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"team_id" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_impact_requests_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
CREATE INDEX "team_impact_requests_client_user_idx" ON "team_impact_requests" USING btree ("client_id","user_id");