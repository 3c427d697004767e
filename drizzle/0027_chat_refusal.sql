ALTER TABLE "assistant_org_integrations" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assistant_org_integrations" ADD COLUMN "refusal" text;