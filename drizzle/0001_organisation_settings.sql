ALTER TABLE "clients" ADD COLUMN "custom_model_name" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "multi_language_survey" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "ai_assistant_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "support_email" text;