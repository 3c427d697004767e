CREATE TABLE "calendar_conference" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"room_url" text,
	"slug" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_org_integrations" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assistant_org_integrations" ADD COLUMN "refusal" text;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_conference_person_idx" ON "calendar_conference" USING btree ("client_id","user_id");