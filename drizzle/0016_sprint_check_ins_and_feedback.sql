CREATE TABLE "sprint_advice" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_check_in_scores" (
	"check_in_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"score" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text,
	"step" text,
	"energy_level" smallint,
	"progress_note" text,
	"rating" smallint,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"request_id" integer,
	"type" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_feedback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sprint_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"crew_id" integer NOT NULL,
	"type" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sprint_feedback_scores" (
	"feedback_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"score" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sprint_advice" ADD CONSTRAINT "sprint_advice_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_advice" ADD CONSTRAINT "sprint_advice_crew_id_sprint_crew_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."sprint_crew"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_check_in_scores" ADD CONSTRAINT "sprint_check_in_scores_check_in_id_sprint_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."sprint_check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_check_in_scores" ADD CONSTRAINT "sprint_check_in_scores_item_id_sprint_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sprint_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_check_ins" ADD CONSTRAINT "sprint_check_ins_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_feedback" ADD CONSTRAINT "sprint_feedback_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_feedback" ADD CONSTRAINT "sprint_feedback_crew_id_sprint_crew_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."sprint_crew"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_feedback" ADD CONSTRAINT "sprint_feedback_request_id_sprint_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sprint_feedback_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_feedback_requests" ADD CONSTRAINT "sprint_feedback_requests_sprint_id_sprints_id_fk" FOREIGN KEY ("sprint_id") REFERENCES "public"."sprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_feedback_requests" ADD CONSTRAINT "sprint_feedback_requests_crew_id_sprint_crew_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."sprint_crew"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_feedback_scores" ADD CONSTRAINT "sprint_feedback_scores_feedback_id_sprint_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."sprint_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sprint_feedback_scores" ADD CONSTRAINT "sprint_feedback_scores_item_id_sprint_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sprint_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sprint_advice_sprint_idx" ON "sprint_advice" USING btree ("sprint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_check_in_scores_pk" ON "sprint_check_in_scores" USING btree ("check_in_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_check_ins_sprint_user_due_idx" ON "sprint_check_ins" USING btree ("sprint_id","user_id","due_at");--> statement-breakpoint
CREATE INDEX "sprint_check_ins_due_idx" ON "sprint_check_ins" USING btree ("due_at") WHERE opened_at is null;--> statement-breakpoint
CREATE INDEX "sprint_feedback_sprint_idx" ON "sprint_feedback" USING btree ("sprint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_feedback_request_idx" ON "sprint_feedback" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_feedback_requests_crew_due_idx" ON "sprint_feedback_requests" USING btree ("sprint_id","crew_id","due_at");--> statement-breakpoint
CREATE INDEX "sprint_feedback_requests_unmailed_idx" ON "sprint_feedback_requests" USING btree ("due_at") WHERE mailed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sprint_feedback_scores_pk" ON "sprint_feedback_scores" USING btree ("feedback_id","item_id");