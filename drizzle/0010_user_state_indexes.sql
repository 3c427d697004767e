DROP INDEX "gla_assessments_user_idx";--> statement-breakpoint
CREATE INDEX "job_candidates_completed_email_idx" ON "job_candidates" USING btree ("client_id",lower("email")) WHERE "job_candidates"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "gla_assessments_user_idx" ON "gla_assessments" USING btree ("client_id","user_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);