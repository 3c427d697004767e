CREATE TABLE "demographics" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"candidate_id" integer,
	"country" text,
	"education_level" smallint,
	"age_range" text,
	"age_other" text,
	"gender" text,
	"gender_other" text,
	"business_group" text,
	"role_other" text,
	"ethnic_group" text,
	"ethnic_other" text,
	"cultural_group" text,
	"cultural_group_other" text,
	"origin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gla_answers" (
	"assessment_id" integer NOT NULL,
	"question_code" text NOT NULL,
	"value" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gla_answers_assessment_id_question_code_pk" PRIMARY KEY("assessment_id","question_code")
);
--> statement-breakpoint
CREATE TABLE "gla_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"candidate_id" integer,
	"language" text NOT NULL,
	"last_pos" text DEFAULT 'Style-1' NOT NULL,
	"style_completed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"invited_by" integer NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"transferred_to_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "gla_answers" ADD CONSTRAINT "gla_answers_assessment_id_gla_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."gla_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demographics_user_idx" ON "demographics" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demographics_candidate_idx" ON "demographics" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "gla_assessments_user_idx" ON "gla_assessments" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gla_assessments_candidate_idx" ON "gla_assessments" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "job_candidates_client_idx" ON "job_candidates" USING btree ("client_id","email");