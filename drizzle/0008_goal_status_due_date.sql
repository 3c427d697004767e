ALTER TABLE "agile_plan_items" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "agile_plan_items" ADD COLUMN "due_date" date;